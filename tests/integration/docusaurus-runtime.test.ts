/**
 * A Docusaurus site's MDX as it is written (tests/fixtures/docusaurus-runtime), built with `--strict`: Docusaurus'
 * runtime modules in pages and components (the docs version's own docs among them), YAML data files imported, a component registered in a swizzled `src/theme/MDXComponents`, a
 * partial imported with an escaped underscore and no extension, a component that imports a Markdown page, and
 * `<Head>` writing the page's head (its tags in place of the site's of the same name); and a component importing a module docsgen lacks, reported as that import.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/session/build.js';
import { articleOf as article, headOf as head } from '../support/page-parts.js';
import { copyFixtureSite } from '../support/fixture-site.js';

const copyFixture = () => copyFixtureSite('docusaurus-runtime');

describe('a Docusaurus site using its runtime modules', () => {
  let result: BuildResult;
  const text = (file: string) => result.files!.text(file);

  beforeAll(async () => {
    result = await build({ root: copyFixture(), strict: true, inMemory: true, workers: 0 });
  });

  it('builds with --strict', () => {
    expect(result.diagnostics).toEqual([]);
  });

  it("renders the site's global component, the docs version, the server's branch of ExecutionEnvironment, ThemedImage and Details", () => {
    const body = article(text('index.html'));
    expect(body).toContain('Rivet joins <span class="highlight" style="background-color:orange">sheets of metal</span>.');
    expect(body).toContain('This is version <!-- -->Next<!-- -->, rendered for <!-- -->every platform');
    expect(body).toContain('class="themed-image themed-image--light"');
    expect(body).toContain('class="themed-image themed-image--dark"');
    expect(body).toContain('<summary>Why rivets?</summary>');
    expect(body).toContain('Welcome aboard');
  });

  it('renders the partial imported as `./\\_setup` as MDX, and the Markdown page a component imports', () => {
    expect(article(text('index.html'))).toMatch(/role="tab"[^>]*>Bench<\/button>[\s\S]*Clamp the <strong>sheets<\/strong> first/);
    expect(article(text('native.html'))).toMatch(/<section class="steps"><div class="mdx-partial"[^>]*>\s*<p>Connect the <strong>air hose<\/strong>/);
  });

  it('renders them the same in a "type": "module" package, whose default imports esbuild would read as Node does', async () => {
    const root = copyFixture();
    writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'rivets', private: true, type: 'module' }));
    const inModule = await build({ root, strict: true, inMemory: true, workers: 0 });
    expect(inModule.diagnostics).toEqual([]);
    expect(article(inModule.files!.text('native.html'))).toMatch(
      /<section class="steps"><div class="mdx-partial"[^>]*>\s*<p>Connect the <strong>air hose<\/strong>/,
    );
  });

  it("gives a doc page's components the version's docs (title and description by id) through useDocsVersion", () => {
    expect(article(text('native.html'))).toContain(
      '<p class="related-doc">See <a href="/pneumatic">Pneumatic riveting</a>: <!-- -->Connect the air hose, then pull the trigger.</p>',
    );
  });

  it("reads a YAML file's data as its import's default export: webpack's `!!yaml-loader!` in MDX, a `.yaml` import in a component", () => {
    const body = article(text('native.html'));
    expect(body).toContain('<ul class="tools"><li>Bucking bar<!-- -->: <!-- -->backs the rivet</li><li>Rivet gun<!-- -->: <!-- -->drives the rivet</li></ul>');
    expect(body).toContain('<p class="tool-count">2 tools, all checked: true</p>');
  });

  it("gives components the config's customFields and the classic preset's docs options through useDocusaurusContext", () => {
    expect(article(text('native.html'))).toContain('<ul class="crew"><li>Ada, riveter</li></ul>');
    expect(article(text('native.html'))).toContain('<p class="preset">docs at /, versioning off: false</p>');
  });

  it('writes customFields into the script of the island that reads useDocusaurusContext, and nowhere else', () => {
    const page = text('native.html')!;
    const source = (file: string) => text(file) ?? '';
    const scripts = [...page.matchAll(/<docsgen-island data-src="\/([^"]+)"/g)].map((m) => m[1]!);
    const withChunks = (file: string) => [
      file,
      ...[...source(file).matchAll(/from"(?:\.\/|\/assets\/islands\/)([^"]+)"/g)].map((m) => `assets/islands/${m[1]}`),
    ];
    const reading = (name: string) => withChunks(scripts.find((file) => file.includes(`/${name}-`))!).some((file) => source(file).includes('riveter'));
    expect(reading('VersionBadge')).toBe(true);
    expect(reading('GrowingNotes')).toBe(false);
    expect(/<script[^>]*id="__docsgen_data"[^>]*>([^<]*)/.exec(page)?.[1]).not.toContain('riveter');
  });

  it("writes <Head>'s title and description into the page's head, and leaves other pages' heads alone", () => {
    const index = head(text('index.html'));
    expect(index).toContain('<title>Rivet, the riveting tool</title>');
    expect(index).toContain('<meta name="description" content="Rivet joins sheets of metal.">');
    expect(index).not.toContain('From the front matter.');
    expect(index).toContain('<meta property="og:type" content="article" data-page-head>');
    expect(index).not.toContain('<meta property="og:type" content="website">'); // one og:type: the page's replaces the site's
    expect(head(text('native.html'))).toContain('<title>Native tools | Rivet</title>');
    // Structured data, written as data: no `<` that could end the element.
    expect(index).toContain(
      '<script type="application/ld+json" data-page-head>{"@context":"https://schema.org","@type":"HowTo","name":"Set a rivet \\u003c/script>"}</script>',
    );
  });
});

describe("useDoc(), a doc page's own doc", () => {
  it("gives a component its page's front matter and metadata, from the docs plugin's client and Docusaurus 2's theme-common/internal", async () => {
    const root = copyFixture();
    writeFileSync(
      path.join(root, 'src/PageFacts.tsx'),
      [
        "import { useDoc } from '@docusaurus/plugin-content-docs/client';",
        "import { useDoc as useDocBefore } from '@docusaurus/theme-common/internal';",
        'export default function PageFacts() {',
        '  const { frontMatter, metadata, contentTitle, toc } = useDoc();',
        '  const before = useDocBefore();',
        "  return <p className=\"facts\">{[frontMatter.e2eSpecific ? 'e2e' : 'any', metadata.id, metadata.title, metadata.permalink, metadata.source, contentTitle, toc.map((t) => t.id).join('+'), before.metadata.id].join(' | ')}</p>;",
        '}',
        '',
      ].join('\n'),
    );
    writeFileSync(
      path.join(root, 'docs/facts.mdx'),
      "---\ntitle: Facts\ne2eSpecific: true\n---\n\nimport PageFacts from '@site/src/PageFacts';\n\n# Page facts\n\n<PageFacts />\n\n## Where\n\nHere.\n",
    );
    const result = await build({ root, inMemory: true, workers: 0 });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(article(result.files!.text('facts.html'))).toContain(
      '<p class="facts">e2e | facts | Facts | /facts | @site/docs/facts.mdx | Page facts | where | facts</p>',
    );
  });
});

describe('a YAML data file that is not YAML', () => {
  it('is an error naming the file and what is wrong, at each import that reads it', async () => {
    const root = copyFixture();
    writeFileSync(path.join(root, 'src/data/tools.yaml'), 'tools:\n  - name: [Bucking bar\n');
    const result = await build({ root, inMemory: true, workers: 0 });
    const named = result.diagnostics.filter((d) => d.severity === 'error' && d.message.includes('src/data/tools.yaml is not YAML docsgen can read'));
    // Where each reader imports it: the component, and the page's `!!yaml-loader!` import.
    expect(named.map((d) => `${d.file}:${d.line}`)).toEqual(['src/components/ToolCount.jsx:2', 'docs/native.md:10']);
    expect(named[0]!.message).toContain('unexpected end of the stream within a flow collection (3:1)');
  });
});

describe('a component importing a Docusaurus module docsgen does not provide', () => {
  it("is reported at the component's import, naming the module, the page that uses it and what is provided", async () => {
    const root = copyFixture();
    writeFileSync(
      path.join(root, 'src/version.ts'),
      "import useRouteContext from '@docusaurus/useRouteContext';\n\nexport function versionLabel(): string {\n  return useRouteContext().plugin.id;\n}\n",
    );
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => `${d.file}:${d.line} ${d.message}`)).toEqual([
      'src/version.ts:1 `@docusaurus/useRouteContext` is not provided by docsgen: this component, which docs/index.md:10 uses, imports it.',
    ]);
    expect(errors[0]!.hint).toMatch(/^Provided are `@docusaurus\/BrowserOnly`, `@docusaurus\/ExecutionEnvironment`, .*`@theme\/ThemedImage`/);
  });
});

describe('a site whose src/theme/MDXComponents replaces HTML elements', () => {
  it('says which, once, at that file: docsgen draws elements with its own theme (questdb sends links elsewhere with its `a`)', async () => {
    const root = copyFixture();
    writeFileSync(
      path.join(root, 'src/theme/MDXComponents.js'),
      [
        "import MDXComponents from '@theme-original/MDXComponents';",
        "import Highlight from '@site/src/components/Highlight';",
        '',
        'const LocalLink = ({ href, children }) => <a href={`https://main.example${href}`}>{children}</a>;',
        'const components = {',
        '  ...MDXComponents,',
        '  a: LocalLink,',
        "  'h2': (props) => <h2 {...props} />,",
        '  Highlight,',
        '};',
        'export default components;',
        '',
      ].join('\n'),
    );
    const result = await build({ root, strict: false, inMemory: true, workers: 0 });
    expect(result.diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}:${d.line} ${d.message}`)).toEqual([
      "warning mdx-components-element src/theme/MDXComponents.js:1 `src/theme/MDXComponents` replaces the elements `a`, `h2`, which docsgen does not use: pages draw them with docsgen's theme.",
    ]);
  });
});

describe('a site whose src/theme/MDXComponents does not bundle (a package it imports is not installed)', () => {
  it('reports that file, and a component it would have registered as missing because of it, not only as never imported', async () => {
    const root = copyFixture();
    writeFileSync(
      path.join(root, 'src/theme/MDXComponents.js'),
      "import MDXComponents from '@theme-original/MDXComponents';\nimport Highlight from '@site/src/components/Highlight';\nimport Embed from 'some-embed-package-not-installed';\n\nexport default { ...MDXComponents, Highlight, Embed };\n",
    );
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    const errors = result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file}:${d.line} ${d.message}`);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^src\/theme\/MDXComponents\.js:3 .*some-embed-package-not-installed/),
        expect.stringMatching(
          /^docs\/index\.md:\d+ The component `<Highlight>` is used but never imported, and the site's `src\/theme\/MDXComponents`, which may register it for every page, failed to bundle\.$/,
        ),
      ]),
    );
  });
});
