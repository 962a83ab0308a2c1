/** VitePress' sidebars by path prefix as init carries them, with a prefix whose list is empty showing no sidebar. */
import { describe, expect, it } from 'vitest';
import { vitePressSidebars, type PageIndex } from '../../../../src/cli/foreign-sidebars.js';

const pages: PageIndex = { idOfRoute: (route) => route.slice(1) || 'index', folderOf: () => null };

describe("VitePress' sidebars by path", () => {
  it("give a prefix whose list is empty no sidebar, before the shorter prefixes (slidev's `'/features/': []`)", () => {
    const carried = vitePressSidebars({ '/': [{ text: 'Guide', link: '/guide' }], '/features/': [] }, pages);
    expect(carried.sidebars).toEqual({ docs: [{ type: 'doc', id: 'guide', label: 'Guide' }] });
    expect(Object.entries(carried.displayedSidebars ?? {})).toEqual([
      ['/features/**', false],
      ['/**', 'docs'],
    ]);
  });
});
