import { describe, expect, it } from 'vitest';
import { vitePressChrome } from '../../../../src/cli/foreign-chrome.js';
import type { PageIndex } from '../../../../src/cli/foreign-sidebars.js';
import { Opaque } from '../../../../src/migrate/evaluation-protocol.js';

const pages: PageIndex = { idOfRoute: (route) => (route === '/guide/start' ? 'guide/start' : null), folderOf: () => null };
const files = { isPublicFile: () => false, srcDir: '.' };

describe("vitePressChrome's nav", () => {
  it('says an entry whose label the config computes from a package that is not installed, rather than dropping it', () => {
    const version = new Opaque('package', 'vitepress/package.json');
    const chrome = vitePressChrome(
      {
        themeConfig: {
          nav: [
            { text: 'Guide', link: '/guide/start' },
            { text: version, items: [{ text: 'Changelog', link: 'https://quill.dev/changelog' }] },
          ],
        },
      },
      pages,
      files,
    );
    expect(chrome.navbarItems).toEqual([{ type: 'doc', docId: 'guide/start', label: 'Guide', position: 'right' }]);
    expect(chrome.leftOut).toEqual([
      "the label of a nav entry (a menu of 1 entry) made by vitepress/package.json, which is not installed here (install the project's packages, then run init again): the entry is left out",
    ]);
  });
});
