import { describe, expect, it } from 'vitest';
import { ownKeyWarnings, parseMarkdownFile } from '../../../../src/content/front-matter.js';
import { pageHeadOf } from '../../../../src/content/page-head.js';

const page = (frontMatter: string) => `---\ntitle: Guide\n${frontMatter}\n---\n\n# Guide\n\nText.\n`;
const read = (frontMatter: string) => parseMarkdownFile(page(frontMatter), 'docs/guide.md');
const found = (frontMatter: string) => read(frontMatter).diagnostics.map((d) => [d.code, d.severity, d.line, d.message]);

describe('the head front matter key', () => {
  it("reads VitePress' [tag, attrs, content] entries as docsgen's", () => {
    const { result, diagnostics } = read("head:\n  - ['meta', { name: 'og:site_name', content: 'Quill' }]\n  - ['title', {}, 'Quill guide']");
    expect(diagnostics).toEqual([]);
    expect(pageHeadOf(result?.frontMatter.head)).toEqual({
      title: 'Quill guide',
      tags: [{ tag: 'meta', attributes: { name: 'og:site_name', content: 'Quill' } }],
    });
  });

  it('refuses a link that loads a style sheet and a meta that acts on the document, at the entry', () => {
    const sheet = found('head:\n  - tag: link\n    attrs:\n      rel: stylesheet\n      href: /evil.css');
    expect(sheet).toEqual([['front-matter-invalid', 'error', 5, expect.stringContaining('`<link rel="stylesheet">`')]]);
    const refresh = found('head:\n  - tag: meta\n    attrs: { http-equiv: refresh, content: "0; url=https://example.com" }');
    expect(refresh).toEqual([['front-matter-invalid', 'error', 5, expect.stringContaining('`<meta http-equiv>`')]]);
  });

  it('refuses a script outright, and sets a style aside as not drawn', () => {
    expect(found('head:\n  - tag: script\n    content: alert(1)')).toEqual([['front-matter-invalid', 'error', 4, expect.stringContaining('head[0].tag')]]);
    // Said in words (elysia's VitePress `head: [['script', { src }]]`), not as the schema's list of allowed values.
    const [[, , , message]] = found("head:\n  - ['script', { src: 'https://cdn.example/a.js' }]") as [[string, string, number, string]];
    expect(message).toContain(
      "a page may not add a script to its head (a script runs on every reader's visit; site-wide scripts go in the config's `head` or `scripts`)",
    );
    expect(found('head:\n  - tag: base\n    attrs: { href: / }')[0]![3]).toContain('expected `title`, `meta` or `link`: the tags a page may add to its head');
    const { result, diagnostics } = read('head:\n  - tag: style\n    content: "body { color: red }"');
    expect(diagnostics.map((d) => [d.code, d.severity, d.line])).toEqual([['front-matter-unknown-key', 'warning', 4]]);
    expect(result?.frontMatter).not.toHaveProperty('head');
  });

  it('takes a title only with its text, and a meta tag only with attributes', () => {
    expect(found('head:\n  - tag: title')).toEqual([['front-matter-invalid', 'error', 4, expect.stringContaining('needs its text')]]);
    expect(found('head:\n  - tag: meta\n    content: x')).toEqual([['front-matter-invalid', 'error', 5, expect.stringContaining('has no content')]]);
  });
});

describe('the lastUpdated front matter key of VitePress and Starlight', () => {
  it('hides the last update with false, gives its date with a date, and leaves true to the site setting, all without a warning', () => {
    expect(read('lastUpdated: false').result?.frontMatter).toMatchObject({ hide_last_update: true });
    expect(read('lastUpdated: 2022-08-09').result?.frontMatter).toMatchObject({ last_update: { date: '2022-08-09' } });
    for (const written of ['lastUpdated: false', 'lastUpdated: 2022-08-09', 'lastUpdated: true']) {
      const { result, diagnostics } = read(written);
      expect(diagnostics, written).toEqual([]);
      expect(result?.frontMatter, written).not.toHaveProperty('lastUpdated');
    }
  });

  it('keeps a value of another kind as a key of the site (warned of unless declared)', () => {
    const { result, diagnostics } = read('lastUpdated: [1]');
    expect(diagnostics).toEqual([]);
    expect(result?.ownKeys).toEqual({ lastUpdated: [1] });
    expect(ownKeyWarnings('a.md', result?.ownKeyLines, []).map((d) => [d.code, d.line])).toEqual([['front-matter-unknown-key', 3]]);
  });
});
