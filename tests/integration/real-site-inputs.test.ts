/**
 * Inputs real Docusaurus sites hold that Docusaurus builds: files saved with Windows line endings (React Native's
 * docs), and other shapes found on real sites, built as Docusaurus builds them.
 */
import { describe, expect, it } from 'vitest';
import { makeSite } from '../support/fixture-site.js';
import { articleOf } from '../support/page-parts.js';
import { build, type BuildResult } from '../../src/session/build.js';

const problems = (result: BuildResult) => result.diagnostics.map((d) => `${d.severity} ${d.code} ${d.file ?? ''}:${d.line ?? ''}`);

describe('a page saved with Windows line endings', () => {
  it('reads an old-style admonition title and highlighted code as the same page with Unix line endings', async () => {
    const body = [
      '# Modal',
      '',
      ':::warning Deprecated',
      'Use the new one.',
      ':::',
      '',
      '```js',
      'const a = 1;',
      '// highlight-next-line',
      'const b = 2;',
      '```',
      '',
    ];
    const root = makeSite({
      'content/docs/guide/modules.md': ['---', 'title: Modules', '---', '', ...body].join('\r\n'),
    });
    const result = await build({ root, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    const article = articleOf(result.files!.text('guide/modules.html'));
    expect(article).toContain('Deprecated');
    expect(article).not.toContain(':::');
    expect(article).toMatch(/class="admonition admonition-warning/);
    // No carriage return left in the page: a browser reads one before a tag as a second line break.
    expect(article).not.toContain('\r');
    expect(article.replace(/<[^>]+>/g, '')).toContain('const a = 1;\nconst b = 2;');
  });
});

describe("a page's title heading", () => {
  it('is drawn from the front matter unless the first heading is an h1, as Docusaurus draws it (Pact: an h1 further down)', async () => {
    const root = makeSite({
      'content/docs/guide/modules.md': '---\ntitle: Matching with Pact-JVM\n---\n\nIntro.\n\n## Matching bodies\n\nText.\n\n# Matching rules\n\nMore.\n',
      'content/docs/guide/cycles.md': '---\ntitle: Cycles\n---\n\nIntro.\n\n# Cycles in depth\n\n## Create a cycle\n\nText.\n',
    });
    const result = await build({ root, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    const h1s = (file: string) => [...articleOf(result.files!.text(file)).matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
    expect(h1s('guide/modules.html')).toEqual(['Matching with Pact-JVM', 'Matching rules']);
    // The first heading is the page's own h1, after an introduction: it is the title drawn.
    expect(h1s('guide/cycles.html')).toEqual(['Cycles in depth']);
  });
});

describe('link reference definitions', () => {
  it('are checked when a reference uses them or they name a Markdown file, and ignored otherwise, as in Docusaurus', async () => {
    const body = [
      '# Modules',
      '',
      'See [the broker][hosted broker] and [cycles][].',
      '',
      '[hosted broker]: /no-such-page',
      '[cycles]: ./cycles.md',
      '[unused]: pact.dius.com.au',
      '[An unused definition]:note',
      '[old guide]: ./gone.md',
      '',
    ].join('\n');
    const root = makeSite({ 'content/docs/guide/modules.md': `---\ntitle: Modules\n---\n\n${body}` });
    const result = await build({ root, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual(['error broken-link content/docs/guide/modules.md:9', 'warning broken-markdown-link content/docs/guide/modules.md:13']);
    expect(articleOf(result.files!.text('guide/modules.html'))).toContain('href="/guide/cycles"');
  });
});

describe('an address broken over lines in an HTML attribute', () => {
  it('is read whole, as a browser reads it (Pact: `<img src>` over two lines)', async () => {
    const root = makeSite({
      'content/static/img/help-example.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="20"></svg>',
      'content/docs/guide/modules.md':
        '---\ntitle: Modules\n---\n\n# Modules\n\n<img src="/img/help-ex\nample.svg" alt="Example" />\n\n<a href="/guide/cyc\nles">Cycles</a>\n',
    });
    const result = await build({ root, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    const article = articleOf(result.files!.text('guide/modules.html'));
    expect(article).toMatch(/<img src="\/img\/help-example\.svg" alt="Example" width="10" height="20"/);
    expect(article).toContain('href="/guide/cycles"');
  });
});

describe('a package that MDX pages import and the site has not installed', () => {
  it('is one error, at the first import, naming the other pages that import it', async () => {
    const page = (title: string) => `---\ntitle: ${title}\n---\n\nimport { Foo } from 'not-installed-pkg';\n\n# ${title}\n\n<Foo>text</Foo>\n`;
    const root = makeSite({ 'content/docs/guide/a.mdx': page('A'), 'content/docs/guide/b.mdx': page('B'), 'content/docs/guide/c.mdx': page('C') });
    const result = await build({ root, inMemory: true, workers: 0 });
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => `${d.code} ${d.file}:${d.line}`)).toEqual(['mdx content/docs/guide/a.mdx:5']);
    expect(errors[0]!.message).toContain('(also imported by 2 other pages, reported here only: content/docs/guide/b.mdx:5, content/docs/guide/c.mdx:5)');
  });
});

describe("a partial's heading whose id the page already has", () => {
  it('is warned of at the partial, naming the page it is part of (dagger)', async () => {
    const root = makeSite({
      'content/docs/guide/host.mdx':
        "---\ntitle: Host\n---\n\nimport P1 from './_p1.mdx';\nimport P2 from './_p2.mdx';\n\n# Host\n\nText.\n\n<P1 />\n\n<P2 />\n",
      'content/docs/guide/_p1.mdx': '## Example\n\nOne.\n',
      'content/docs/guide/_p2.mdx': '## Example\n\nTwo.\n',
    });
    const result = await build({ root, inMemory: true, workers: 0 });
    expect(result.diagnostics.map((d) => `${d.code} ${d.file}:${d.line} ${d.message}`)).toEqual([
      "heading-id-duplicate content/docs/guide/_p2.mdx:1 This heading has the id `example`, which another heading of the page content/docs/guide/host.mdx has too (a partial's headings are the page's).",
    ]);
  });
});
