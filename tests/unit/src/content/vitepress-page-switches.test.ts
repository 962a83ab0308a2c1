/**
 * The parts of VitePress' default theme a page turns off in its front matter (slidev's feature pages:
 * `sidebar: false`, `editLink: false`, `aside: false`) leave the same parts out here, with no warning.
 */
import { describe, expect, it } from 'vitest';
import { parseMarkdownFile } from '../../../../src/content/front-matter.js';

const read = (frontMatter: string) => parseMarkdownFile(`---\ntitle: Feature\n${frontMatter}\n---\n\n# Feature\n\nText.\n`, 'docs/features/a.md');

describe("VitePress' page switches", () => {
  it('turn off the sidebar, the outline, the edit link and the previous and next links, silently', () => {
    const { result, diagnostics } = read('sidebar: false\naside: false\neditLink: false\nprev: false\nnext: false');
    expect(diagnostics).toEqual([]);
    expect(result?.frontMatter).toMatchObject({
      displayed_sidebar: null,
      hide_table_of_contents: true,
      custom_edit_url: null,
      pagination_prev: null,
      pagination_next: null,
    });
    expect(result?.ownKeys ?? {}).toEqual({});
  });

  it('drop `true` (each default), and leave a Docusaurus key the page sets itself as it is', () => {
    const { result, diagnostics } = read('sidebar: true\neditLink: false\ncustom_edit_url: https://x.example/edit/a.md');
    expect(diagnostics).toEqual([]);
    expect(result?.frontMatter.displayed_sidebar).toBeUndefined();
    expect(result?.frontMatter.custom_edit_url).toBe('https://x.example/edit/a.md');
  });
});

describe("VitePress' other page keys", () => {
  it('reads pageClass as the wrapper class, and names footer and markdownStyles as VitePress keys docsgen does not draw', () => {
    const { result, diagnostics } = read('pageClass: features-page\nfooter: false\nmarkdownStyles: false');
    expect(result?.frontMatter.wrapperClassName).toBe('features-page');
    expect(diagnostics.map((d) => `${d.line} ${d.message}`)).toEqual([
      "4 VitePress' front matter key `footer` has no docsgen drawing: the page is built without it.",
      "5 VitePress' front matter key `markdownStyles` has no docsgen drawing: the page is built without it.",
    ]);
  });
});
