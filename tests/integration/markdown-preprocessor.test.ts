/**
 * `markdown.preprocessor`, Docusaurus' option: the site's function rewrites the text of every page, partial and blog
 * post before it is parsed, given the file's absolute path; on render threads too (they load it from the config).
 * The front matter is read as written. One that throws or gives no string is an error at the page naming it; the
 * render cache follows its code.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { configText, doc, makeSite } from '../support/fixture-site.js';

/** A site whose preprocessor writes each file's name (from the absolute path it is given) where a page says `@@FILE@@`. */
function site(preprocessor: string, pages: Record<string, string | null> = {}): string {
  const blog = Object.keys(pages).some((file) => file.startsWith('content/blog/')) ? "blog: { path: 'content/blog' },\n  " : '';
  const config = configText({ extra: `${blog}markdown: { preprocessor: ${preprocessor} },` });
  return makeSite(
    {
      'content/docs/guide/cycles.md': doc('Cycles', '# Cycles\n\n## Create a cycle\n\nOn @@FILE@@.\n').replace(
        'description: About cycles.',
        'description: Says @@FILE@@.',
      ),
      ...pages,
    },
    config,
  );
}

const NAME_OF_FILE =
  "({ filePath, fileContent }) => fileContent.replaceAll('@@FILE@@', `${filePath.startsWith('/') ? 'abs' : 'rel'}:${filePath.split('/').pop()}`)";
const html = (root: string, file: string) => readFileSync(path.join(root, 'build', file), 'utf8');

describe('markdown.preprocessor', () => {
  it('rewrites pages, the partials they import and blog posts before parsing, on render threads too; the front matter stays as written', async () => {
    const { build: distBuild } = (await import(path.resolve('dist/index.js'))) as typeof import('../../src/index.js');
    const root = site(NAME_OF_FILE, {
      'content/docs/guide/modules.md': null,
      'content/docs/guide/modules.mdx': doc('Modules', "import Part from './_part.mdx';\n\n# Modules\n\n<Part />\n"),
      'content/docs/guide/_part.mdx': '## From @@FILE@@\n\nIn @@FILE@@.\n',
      'content/blog/2026-11-30-news.md': '---\ntitle: News\n---\n\nPosted from @@FILE@@.\n\n<!-- truncate -->\n\nMore.\n',
    });
    const result = await distBuild({ root, compress: false, workers: 2 });
    expect(result.diagnostics).toEqual([]);
    const cycles = html(root, 'guide/cycles.html');
    expect(cycles).toContain('<p>On abs:cycles.md.</p>');
    expect(cycles).toContain('<meta name="description" content="Says @@FILE@@.">');
    const modules = html(root, 'guide/modules.html');
    expect(modules).toMatch(/<h2 id="[^"]+">From abs:_part\.mdx/);
    expect(modules).toContain('<p>In abs:_part.mdx.</p>');
    expect(html(root, 'blog.html')).toContain('Posted from abs:2026-11-30-news.md.');
    expect(html(root, 'blog/2026/11/30/news.html')).toContain('Posted from abs:2026-11-30-news.md.');
    // Search reads the rewritten text.
    expect(JSON.stringify(result.records)).toContain('On abs:cycles.md.');
  });

  it('that throws, or gives no string, is an error at the page naming it', async () => {
    const root = site(
      "({ fileContent }) => { if (fileContent.includes('explode')) throw new Error('asked to explode'); return fileContent.includes('nothing') ? undefined : fileContent; }",
      {
        'content/docs/guide/modules.md': doc('Modules', '# Modules\n\nThis will explode.\n'),
        'content/docs/guide/nothing.md': doc('Nothing', '# Nothing\n\nThis gives nothing back.\n'),
      },
    );
    const result = await build({ root, compress: false, workers: 0 });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => `${d.code} ${d.file}:${d.line} ${d.message}`).sort()).toEqual([
      "markdown-plugin-failed content/docs/guide/modules.md:5 The site's `markdown.preprocessor` failed on this page: asked to explode",
      "markdown-plugin-failed content/docs/guide/nothing.md:5 The site's `markdown.preprocessor` failed on this page: it returned undefined where the text to parse (a string) was expected",
    ]);
  });

  it('renders pages again when its code changes (the render cache keys on it)', async () => {
    const root = site("({ fileContent }) => fileContent.replaceAll('@@FILE@@', 'first')");
    expect((await build({ root, compress: false, workers: 0 })).diagnostics).toEqual([]);
    expect(html(root, 'guide/cycles.html')).toContain('<p>On first.</p>');
    const config = path.join(root, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("'first'", "'second'"));
    expect((await build({ root, compress: false, workers: 0 })).ok).toBe(true);
    expect(html(root, 'guide/cycles.html')).toContain('<p>On second.</p>');
  });

  it('that is not a function is a config error', async () => {
    const result = await build({ root: site("'replace me'"), compress: false, workers: 0 });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => d.message).join('\n')).toContain('expected a function ({ filePath, fileContent }) => string');
  });
});
