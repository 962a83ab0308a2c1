import { describe, expect, it } from 'vitest';
import { parseMarkdownFile } from '../../../../src/content/front-matter.js';

const page = (frontMatter: string) => `---\ntitle: Guide\n${frontMatter}\n---\n\n# Guide\n\nText.\n`;
const read = (frontMatter: string) => parseMarkdownFile(page(frontMatter), 'docs/guide.md');

describe("VitePress' outline front matter", () => {
  it('sets the heading levels of the table of contents: deep, one level, a range, and the object form', () => {
    for (const [written, levels] of [
      ['outline: deep', [2, 6]],
      ['outline: 3', [3, 3]],
      ['outline: [2, 4]', [2, 4]],
      ['outline:\n  level: [2, 3]', [2, 3]],
    ] as const) {
      const { result, diagnostics } = read(written);
      expect(diagnostics, written).toEqual([]);
      expect(result?.frontMatter, written).toMatchObject({ toc_min_heading_level: levels[0], toc_max_heading_level: levels[1] });
      expect(result?.frontMatter, written).not.toHaveProperty('outline');
    }
  });

  it('hides the table of contents with false, and leaves a Docusaurus key the page sets itself as it is', () => {
    expect(read('outline: false').result?.frontMatter).toMatchObject({ hide_table_of_contents: true });
    expect(read('outline: deep\ntoc_max_heading_level: 3').result?.frontMatter).toMatchObject({ toc_min_heading_level: 2, toc_max_heading_level: 3 });
  });

  it("warns about the outline's own label, which docsgen does not draw, at its line", () => {
    const { result, diagnostics } = read('outline:\n  level: deep\n  label: On this page');
    expect(result?.frontMatter).toMatchObject({ toc_min_heading_level: 2, toc_max_heading_level: 6 });
    expect(diagnostics.map((d) => [d.code, d.severity, d.line])).toEqual([['front-matter-unknown-key', 'warning', 5]]);
    expect(diagnostics[0]!.message).toContain('outline.label');
  });
});
