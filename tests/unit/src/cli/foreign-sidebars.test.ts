/** VitePress' sidebars by path prefix as init carries them, with a prefix whose list is empty showing no sidebar. */
import micromatch from 'micromatch';
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

  it("reads a prefix without a trailing slash as VitePress does, as the start of the path (slidev's one-page sidebars)", () => {
    const carried = vitePressSidebars(
      { '/guide/': [{ text: 'Guide', link: '/guide/' }], '/features/block-frontmatter': [{ text: 'Related', link: '/guide/' }] },
      pages,
    );
    const globs = Object.keys(carried.displayedSidebars ?? {});
    expect(globs).toEqual(['/features/block-frontmatter{*,*/**}', '/guide/**']);
    expect(['/features/block-frontmatter', '/features/block-frontmatter-x', '/features/other'].map((route) => micromatch.isMatch(route, globs[0]!))).toEqual([
      true,
      true,
      false,
    ]);
  });
});
