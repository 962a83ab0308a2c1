import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownKeyWarnings, parseMarkdownFile } from '../../../../src/content/front-matter.js';

describe('front matter', () => {
  it('reads title, description and the body line offset', () => {
    const { result, diagnostics } = parseMarkdownFile('---\ntitle: Cycles\ndescription: Plan work.\n---\n# Cycles\n', 'a.md');
    expect(diagnostics).toEqual([]);
    expect(result).toMatchObject({ frontMatter: { title: 'Cycles', description: 'Plan work.' }, bodyLineOffset: 4 });
  });

  it("takes a hero of any shape on a page that is no landing page (a site's own key) with a warning, not an error", () => {
    const { result, diagnostics } = parseMarkdownFile('---\ntitle: Launch\nhero: /img/launch.png\n---\nBody.\n', 'blog/launch.md');
    expect(result?.frontMatter.title).toBe('Launch');
    expect(diagnostics).toEqual([]);
    // Kept as the site's own key (an MDX page reads it in `frontMatter`), warned of unless the site declares it
    // (React Native's posts: `init` finds it on several pages and writes it in `markdown.frontMatterKeys`).
    expect(result?.ownKeys).toEqual({ hero: '/img/launch.png' });
    const warnings = (declared: string[]) => ownKeyWarnings('blog/launch.md', result?.ownKeyLines, declared).map((d) => `${d.severity} ${d.code} ${d.line}`);
    expect(warnings([])).toEqual(['warning front-matter-landing-only 3']);
    expect(warnings(['hero'])).toEqual([]);
    // On a landing page it is read, so a wrong shape is still an error at its line.
    const landing = parseMarkdownFile('---\nlayout: landing\nhero: /img/launch.png\n---\n', 'docs/index.md');
    expect(landing.diagnostics.map((d) => `${d.severity} ${d.code} ${d.line}`)).toEqual(['error front-matter-invalid 3']);
  });

  it("takes a layout docsgen does not have (Jekyll's `layout: post`) with a warning, drawing a doc page, unless the page has a hero", () => {
    // babel/website's posts, migrated from Jekyll: Docusaurus does not read `layout`.
    const { result, diagnostics } = parseMarkdownFile('---\nlayout: post\ntitle: 6to5 + esnext\n---\nBody.\n', 'blog/2015-01-12-6to5-esnext.md');
    expect(result?.frontMatter).toEqual({ title: '6to5 + esnext' });
    expect(diagnostics.map((d) => `${d.severity} ${d.code} ${d.line} ${d.message}`)).toEqual([
      "warning front-matter-invalid 2 The front matter asks for the layout `post`, which docsgen does not have: the page is drawn as a doc page (a layout of the theme the page was written for, such as Jekyll's `post` or a VitePress theme's own, is not drawn; Docusaurus does not read `layout`).",
    ]);
    // With a hero the page means docsgen's landing layout: a misspelt one is an error.
    const landing = parseMarkdownFile('---\nlayout: landng\nhero:\n  title: Keel\n---\n', 'docs/index.md');
    expect(landing.diagnostics.map((d) => `${d.severity} ${d.code} ${d.line}`)).toEqual(['error front-matter-invalid 2']);
  });

  it('reads a number or a date written where text is meant as that text, as Docusaurus does (Pact: `tags: [pact, 2022]`)', () => {
    const { result, diagnostics } = parseMarkdownFile(
      '---\ntitle: 2024\nsidebar_label: 1.5\ndescription: 42\nkeywords: [a, 2022]\ntags: [x, 2024, 2023-05-01]\n---\nBody.\n',
      'blog/2022-12-15-wrapup.md',
    );
    expect(diagnostics).toEqual([]);
    expect(result!.frontMatter).toMatchObject({
      title: '2024',
      sidebar_label: '1.5',
      description: '42',
      keywords: ['a', '2022'],
      tags: ['x', '2024', '2023-05-01'],
    });
    // A value of another kind is still an error at its line.
    expect(parseMarkdownFile('---\ntitle: [a, b]\n---\n', 'a.md').diagnostics.map((d) => `${d.code} ${d.line}`)).toEqual(['front-matter-invalid 2']);
  });

  it('needs no key at all: title and description have defaults', () => {
    const { diagnostics, result } = parseMarkdownFile('---\n---\n# Cycles\n', 'content/docs/cycles.md');
    expect(diagnostics).toEqual([]);
    expect(result!.frontMatter).toEqual({});
  });

  it('points at the line of malformed YAML', () => {
    const { diagnostics } = parseMarkdownFile('---\ntitle: Cycles\ndescription: Plan: work: now\n---\n', 'c.md');
    expect(diagnostics[0]).toMatchObject({ code: 'front-matter-syntax', line: 3 });
    expect(diagnostics[0]!.hint).toContain('Quote values that contain a colon');
  });

  it('never runs front matter written as JavaScript, with or without a byte-order mark', () => {
    const marker = path.join(mkdtempSync(path.join(tmpdir(), 'fm-probe-')), 'ran');
    const payload = `{ title: (require('fs').writeFileSync(${JSON.stringify(marker)}, 'x'), 'T'), description: 'D' }`;
    for (const opening of ['---js', '---javascript', '--- JS ', '\uFEFF---js', '---coffee', '---json']) {
      const { result, diagnostics } = parseMarkdownFile(`${opening}\n${payload}\n---\nBody\n`, 'content/docs/probe.md');
      expect(result).toBeNull();
      expect(diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'front-matter-language', file: 'content/docs/probe.md', line: 1 })]);
      expect(diagnostics[0]!.hint).toBe('Open the front matter with a plain `---` line and write it as YAML (`key: value`).');
    }
    expect(existsSync(marker)).toBe(false);
  });

  it('reads front matter marked as YAML', () => {
    const { result, diagnostics } = parseMarkdownFile('---yaml\ntitle: A\ndescription: B\n---\nBody', 'a.md');
    expect(diagnostics).toEqual([]);
    expect(result?.frontMatter.title).toBe('A');
  });

  it('warns about unknown keys, unless the site declares them', () => {
    const { result, diagnostics } = parseMarkdownFile('---\ntitle: A\ndescription: B\nsidebar_lable: C\n---\n', 'c.md');
    expect(diagnostics).toEqual([]);
    expect(ownKeyWarnings('c.md', result?.ownKeyLines, ['sidebar_lable'])).toEqual([]);
    expect(ownKeyWarnings('c.md', result?.ownKeyLines, [])).toEqual([
      expect.objectContaining({
        severity: 'warning',
        message: 'Unknown front matter key `sidebar_lable`: docsgen ignores it.',
        hint: expect.stringContaining('Did you mean `sidebar_label`?'),
        line: 4,
      }),
    ]);
  });

  it('finds the block and the body as Docusaurus does: BOM, CRLF, comments, no block, an unclosed block', () => {
    const crlf = parseMarkdownFile('\uFEFF---\r\ntitle: Cycles\r\n---\r\n# Cycles\r\n', 'a.md').result!;
    expect(crlf).toMatchObject({ frontMatter: { title: 'Cycles' }, body: '# Cycles\r\n', bodyLineOffset: 3 });
    const comments = parseMarkdownFile('---\n# only a comment\n---\nBody\n', 'a.md').result!;
    expect(comments).toEqual({ frontMatter: {}, body: 'Body\n', bodyLineOffset: 3 });
    // `----` opens no block (it is a thematic break), and a file with no block is all body.
    expect(parseMarkdownFile('----\ntitle: A\n---\n', 'a.md').result).toEqual({ frontMatter: {}, body: '----\ntitle: A\n---\n', bodyLineOffset: 0 });
    expect(parseMarkdownFile('\uFEFF# Cycles\n', 'a.md').result).toEqual({ frontMatter: {}, body: '# Cycles\n', bodyLineOffset: 0 });
    // A block never closed takes the whole file.
    expect(parseMarkdownFile('---\ntitle: A\n', 'a.md').result).toEqual({ frontMatter: { title: 'A' }, body: '', bodyLineOffset: 2 });
    // Dates stay as written (a Date would be made an ISO date anyway).
    expect(parseMarkdownFile('---\nlast_update:\n  date: 2024-05-01\n---\n', 'a.md').result!.frontMatter.last_update).toEqual({ date: '2024-05-01' });
  });

  it('points at the line of a duplicated key, counting from the top of the file', () => {
    const { diagnostics } = parseMarkdownFile('---\ntitle: A\n\ntitle: B\n---\n', 'c.md');
    expect(diagnostics[0]).toMatchObject({ code: 'front-matter-syntax', file: 'c.md', line: 4 });
  });
});

describe("a blog post's keys on a page that is no post", () => {
  const text = '---\ntitle: News\nauthor:\n  name: The Team\ndate: 2025-01-17\n---\n\nNews.\n';

  it('leave out a value of another shape with a warning at its line, and keep the ones a post could have', () => {
    const { result, diagnostics } = parseMarkdownFile(text, 'docs/news.md');
    expect(diagnostics.map((d) => [d.code, d.severity, d.line])).toEqual([['front-matter-blog-only', 'warning', 3]]);
    expect(result?.frontMatter).not.toHaveProperty('author');
    expect(result?.frontMatter).toMatchObject({ date: '2025-01-17' });
  });

  it('are checked on a post: a value of another shape is an error there', () => {
    const { result, diagnostics } = parseMarkdownFile(text, 'blog/news.md', { blogPost: true });
    expect(result).toBeNull();
    expect(diagnostics.map((d) => [d.code, d.severity, d.line])).toEqual([['front-matter-invalid', 'error', 3]]);
  });
});

describe('an empty title or description', () => {
  it('is read as not given, as Docusaurus accepts it: the heading and the first paragraph stand in', () => {
    const { result, diagnostics } = parseMarkdownFile("---\ntitle: ''\ndescription: ''\nsidebar_label: Guide\n---\n\n# Guide\n\nText.\n", 'docs/guide.md');
    expect(diagnostics).toEqual([]);
    expect(result?.frontMatter).toEqual({ sidebar_label: 'Guide' });
  });
});
