/**
 * A whole MDX site (tests/fixtures/mdx) built with `--strict`: theme components, the site's own components (one
 * of them a client island with its script written), partials with props, `DocCardList` of the page's category,
 * text inside components searchable, Markdown pages still reading raw HTML; and a site without MDX imports
 * pays nothing for them.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { build, type BuildResult } from '../../src/session/build.js';
import { articleOf as article } from '../support/page-parts.js';
import { pageDataOf } from '../support/page-data.js';

describe('an MDX site', () => {
  let result: BuildResult;
  const text = (file: string) => result.files!.text(file);

  beforeAll(async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-mdx-site-'));
    cpSync(path.resolve('tests/fixtures/mdx'), root, { recursive: true });
    result = await build({ root, strict: true, inMemory: true, workers: 0 });
  });

  it('builds every page with --strict and shows no MDX syntax as text', () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.pages).toBe(4);
    for (const file of ['index.html', 'guide.html', 'guide/setup.html', 'guide/usage.html']) {
      const body = article(text(file));
      expect(body, file).not.toBe('');
      expect(body, file).not.toMatch(/(^|>)\s*(import|export) |\{\/\*|:::|&lt;(Tabs|TabItem)|\{props\./m);
    }
  });

  it('renders theme components, a partial with its props and a server-only component of the site', () => {
    const body = article(text('index.html'));
    expect(body).toContain('<p class="greeting">Hello, <strong>writer</strong>!');
    expect(body).toContain('Install <strong>npm</strong> with your package manager.');
    expect(body).toMatch(/role="tab"[^>]*>macOS<\/button>/);
    expect(body).toMatch(/admonition-tip[\s\S]*Use the cask for the desktop app/);
    expect(body).toContain('<details class="details"><summary>More about releases</summary>');
    expect(body).toMatch(/code-block-title">quill\.config\.ts<[\s\S]*token keyword">export</);
    expect(body).toContain('There are <!-- -->6<!-- --> releases a year.');
  });

  it('marks the client component as an island and writes its script', () => {
    const body = article(text('index.html'));
    const src = /<docsgen-island data-src="([^"]+)"/.exec(body)?.[1];
    expect(src).toMatch(/^\/assets\/islands\/Counter-[\w-]+\.js$/);
    const script = text(src!.slice(1))!;
    expect(script).toContain('__docsgenReact');
    expect(script).not.toMatch(/react-dom\.production|__SECRET_INTERNALS|createElement\("div"/); // React itself is the page's, not bundled again
    expect(body).toContain('<docsgen-slot style="display:contents">Counting <strong>clicks</strong> since load.</docsgen-slot>');
  });

  it("lists the category's pages in DocCardList, and keeps raw HTML in Markdown pages", () => {
    const cards = article(text('guide.html'));
    expect(cards).toContain('href="/guide/setup"');
    expect(cards).toContain('Install and configure Quill.');
    expect(cards).toContain('href="/guide/usage"');
    expect(article(text('guide/setup.html'))).toContain('<abbr title="HyperText Markup Language">HTML</abbr>');
  });

  it('makes text inside components searchable', () => {
    const contents = (result.records ?? []).filter((r) => r.url.startsWith('/#') || r.url === '/').map((r) => r.content ?? '');
    expect(contents.join(' ')).toContain('Use the cask for the desktop app.');
    expect(contents.join(' ')).toContain('Counting clicks since load.');
  });
});

describe('an MDX site in docsgen dev', () => {
  it('renders the pages again when a component or a partial they import changes', async () => {
    const { DevSite } = await import('../../src/dev/dev-site.js');
    const { readFileSync, writeFileSync } = await import('node:fs');
    const root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-mdx-dev-'));
    cpSync(path.resolve('tests/fixtures/mdx'), root, { recursive: true });
    const dev = new DevSite(root, { devScriptPath: '/__docsgen/dev-client.js' });
    // Its background pass stops with the test, before the site's folder goes.
    onTestFinished(() => dev.close());
    expect((await dev.start()).ok).toBe(true);
    const page = async () => String(await dev.files.get('index.html'));
    expect(dev.componentFiles).toContain(path.join(root, 'components/Greeting.tsx'));

    const greeting = path.join(root, 'components/Greeting.tsx');
    writeFileSync(greeting, readFileSync(greeting, 'utf8').replace('Hello, ', 'Welcome, '));
    const afterComponent = await dev.update([greeting]);
    expect(afterComponent.ok).toBe(true);
    expect(await page()).toContain('Welcome, <strong>writer</strong>');

    const partial = path.join(root, 'docs/_install.mdx');
    writeFileSync(partial, readFileSync(partial, 'utf8').replace('with your package manager', 'in one command'));
    expect((await dev.update([partial])).ok).toBe(true);
    expect(await page()).toContain('Install <strong>npm</strong> in one command.');
  });
});

/**
 * Builds a site made of `files`, relative to a temp folder, whose site folder is `siteFolder` in it (`website`, with
 * the docs beside it or inside it: `docsPath` is the config's `docs.path`) and whose config has `markdown`.
 */
async function buildSite(
  files: Record<string, string | Buffer>,
  docsPath = 'docs',
  baseUrl = '/',
  { siteFolder = 'website', markdown = "{ format: 'mdx' }" }: { siteFolder?: string; markdown?: string } = {},
) {
  const { mkdirSync, writeFileSync } = await import('node:fs');
  const top = mkdtempSync(path.join(os.tmpdir(), 'docsgen-mdx-real-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(top, file)), { recursive: true });
    writeFileSync(path.join(top, file), text);
  }
  const root = path.join(top, siteFolder);
  mkdirSync(root, { recursive: true });
  writeFileSync(
    path.join(root, 'site.config.ts'),
    `export default { title: 'Real', url: 'https://real.example', baseUrl: ${JSON.stringify(baseUrl)}, docs: { path: ${JSON.stringify(docsPath)} }, markdown: ${markdown} };\n`,
  );
  return build({ root, inMemory: true, workers: 0 });
}

describe('site components that real Docusaurus sites bring', () => {
  const where = (r: BuildResult) => r.diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}:${d.line ?? '-'} ${d.message}`);

  it('imports components and partials that sit beside a docs folder outside the site folder', async () => {
    const result = await buildSite(
      {
        'website/.keep': '',
        'docs/index.md': "import { Hello } from './components/Hello';\nimport Part from './_part.md';\n\n# Home\n\n<Hello />\n\n<Part />\n",
        'docs/components/Hello.jsx': 'export function Hello() { return <b>hello from beside</b>; }\n',
        'docs/_part.md': 'A partial from the docs folder.\n',
      },
      '../docs',
    );
    expect(where(result)).toEqual([]);
    const body = article(result.files!.text('index.html'));
    expect(body).toContain('<b>hello from beside</b>');
    expect(body).toContain('A partial from the docs folder.');
  });

  it('keeps SVG attributes written with hyphens in MDX, as React draws them', async () => {
    // trpc/trpc's logo on its introduction page lost its `fill-rule`, `clip-rule` and `clip-path`.
    const result = await buildSite({
      'website/docs/index.mdx':
        '# Home\n\nThe logo:\n\n<svg viewBox="0 0 4 4"><g clip-path="url(#c)"><path fill-rule="evenodd" clip-rule="evenodd" stroke-width="2" d="M0 0h4v4z" /></g></svg>\n',
    });
    expect(where(result)).toEqual([]);
    expect(article(result.files!.text('index.html'))).toContain(
      '<svg viewBox="0 0 4 4"><g clip-path="url(#c)"><path fill-rule="evenodd" clip-rule="evenodd" stroke-width="2" d="M0 0h4v4z"></path></g></svg>',
    );
  });

  it('refuses an SVG component whose markup would run in the page, and draws a clean one', async () => {
    // trpc/trpc: `import Diagram from '@site/static/img/split-link-diagram.svg'`, a file holding an injected script.
    const result = await buildSite({
      'website/docs/index.mdx':
        "import Clean from '@site/static/img/clean.svg';\nimport Tainted from '@site/static/img/tainted.svg';\n\n# Home\n\nDrawings:\n\n<Clean />\n\n<Tainted />\n",
      'website/static/img/clean.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><path fill-rule="evenodd" d="M0 0h4v4z"/></svg>',
      'website/static/img/tainted.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script><path d="M0 0"/></svg>',
    });
    expect(where(result)).toEqual([
      expect.stringMatching(
        /^error mdx docs\/index\.mdx:2 .*tainted\.svg holds a `<script>` element, which would run in the page once drawn inline; docsgen refuses it/,
      ),
    ]);
    const body = article(result.files!.text('index.html'));
    expect(body).toContain('<path fill-rule="evenodd" d="M0 0h4v4z"/>');
    expect(body).not.toContain('alert(');
  });

  it('takes a `style` written as text on an element whose other attributes hold expressions, as Astro does', async () => {
    // sst's blog: `<img src={…} style="border: 1px solid #ccc" />` failed the page ("The style prop expects a mapping").
    const result = await buildSite({
      'website/docs/index.mdx': 'export const n = 2;\n\n# Home\n\n<div data-n={n} style="color: red; background-color: blue; --gap: 4px">styled</div>\n',
    });
    expect(where(result)).toEqual([]);
    expect(article(result.files!.text('index.html'))).toContain('<div data-n="2" style="color:red;background-color:blue;--gap:4px">styled</div>');
  });

  it('leaves a relative JSX image to the browser, as Docusaurus does, when it names a static file from the page address', async () => {
    // callstack/react-native-paper: `<img src="./img/pic.png" />` on the home page is `static/img/pic.png`.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const result = await buildSite({
      'website/docs/index.mdx': '# Home\n\nPictures:\n\n<img src="./img/pic.png" alt="static" />\n\n<img src="./beside.png" alt="beside" />\n',
      'website/docs/guide/intro.mdx': '# Intro\n\nUp one:\n\n<img src="../img/pic.png" alt="up" />\n\n<img src="./img/missing.png" alt="missing" />\n',
      'website/docs/beside.png': png,
      'website/static/img/pic.png': png,
    });
    expect(where(result)).toEqual([expect.stringMatching(/^error file-missing docs\/guide\/intro\.mdx:7 The image `\.\/img\/missing\.png` does not exist/)]);
    const home = article(result.files!.text('index.html'));
    expect(home).toMatch(/<img src="\/img\/pic\.png" alt="static" width="1" height="1"/);
    expect(home).toMatch(/<img src="\/assets\/img\/beside-[0-9a-f]{8}\.png" alt="beside"/);
    expect(article(result.files!.text('guide/intro.html'))).toMatch(/<img src="\/img\/pic\.png" alt="up"/);
  });

  it('shows images relative to a page of a docs folder beside the site folder, and refuses one that leaves it', async () => {
    // mobx's website: `docs.path: '../docs'`, pages with `![autorun](assets/autorun.png)`.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const result = await buildSite(
      {
        'website/.keep': '',
        'docs/index.md': '# Home\n\nAutorun:\n\n![autorun](assets/autorun.png)\n\n![elsewhere](../secret.png)\n',
        'docs/assets/autorun.png': png,
        'secret.png': png,
      },
      '../docs',
    );
    // The file is there, but above both folders: said so, not that it does not exist.
    expect(where(result)).toEqual([
      'error file-above-site ../docs/index.md:7 The image `../secret.png` is `../secret.png`, outside the site folder and the docs folder (`../docs/`): docsgen neither reads nor publishes files there, so the image is left out.',
    ]);
    const body = article(result.files!.text('index.html'));
    expect(body).toMatch(/<img src="\/assets\/img\/autorun-[0-9a-f]{8}\.png" alt="autorun" width="1" height="1"/);
  });

  it("gives `require('@site/…').default` an asset's URL, as webpack does: small images inline, larger ones as hashed files", async () => {
    const small = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>';
    const large = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(300)}</svg>`;
    const result = await buildSite(
      {
        'website/static/img/small.svg': small,
        'website/static/img/large.svg': large,
        'website/docs/index.mdx': [
          '# Home',
          '',
          "Prose may quote `require('fs')` and `require('./missing.png')` as code.",
          '',
          '```mdx-code-block',
          '<img src={require("@site/static/img/small.svg").default} alt="small" />',
          '```',
          '',
          '<img src={require(\'../static/img/large.svg\').default} alt="large" />',
          '',
        ].join('\n'),
      },
      'docs',
      '/base/',
    );
    expect(where(result)).toEqual([]);
    const body = article(result.files!.text('index.html'));
    expect(body).toMatch(/<img src="data:image\/svg\+xml,[^"]+" alt="small"/);
    const url = /<img src="(\/base\/assets\/img\/large-[\w-]+\.svg)" alt="large"/.exec(body)?.[1];
    expect(url, body).toBeDefined();
    expect(result.files!.text(url!.slice('/base/'.length))).toBe(large);
  });

  it("writes the CSS of a `<style>` an MDX page gives as strings in braces, as React renders it (Ionic's docs)", async () => {
    const result = await buildSite({ 'website/docs/index.mdx': '# Home\n\nStyled.\n\n<style>{`.notes > p { color: red; } .more { margin: 0 }`}</style>\n' });
    expect(where(result)).toEqual([]);
    expect(article(result.files!.text('index.html'))).toContain('<style>.notes > p { color: red; } .more { margin: 0 }</style>');
  });

  it("gives `import('./…')` in a page's code a promise of the module the page's own import finds, never one from docsgen's folder", async () => {
    // Starlight's showcase: `thumbnail: import('../assets/a.png')`, resolved from the page (Astro, webpack).
    const index = [
      '# Home',
      '',
      'export function Kind({ value }) { return <p>kind: {typeof value.then}</p>; }',
      '',
      "<Kind value={import('./data.js')} />",
      '',
    ];
    const ok = await buildSite({ 'website/docs/data.js': 'export const answer = 42;\n', 'website/docs/index.mdx': index.join('\n') });
    expect(where(ok)).toEqual([]);
    expect(article(ok.files!.text('index.html'))).toContain('<p>kind: <!-- -->function</p>');
    const missing = await buildSite({
      'website/docs/index.mdx': "# Missing\n\nText.\n\n<p>{String(import('./nowhere.js'))}</p>\n",
      'website/docs/node.mdx': "# Node\n\n<p>{String(import('node:fs'))}</p>\n",
    });
    expect(where(missing)).toEqual([
      'error mdx docs/index.mdx:5 Cannot import `./nowhere.js`: there is no such module.',
      'error mdx docs/node.mdx:3 Cannot import `node:fs`: there is no such module.',
    ]);
  });

  it("says how to do without a file of .docusaurus/ on a site with no blog (Ionic imports its plugins' data so)", async () => {
    const result = await buildSite({
      'website/docs/index.mdx': "import data from '@site/.docusaurus/api-plugin/default/components.json';\n\n# Home\n\nCount: {data.length}.\n",
    });
    const error = result.diagnostics.find((d) => d.severity === 'error');
    expect(error?.message).toContain(
      'is a file of .docusaurus/, which Docusaurus writes while it builds; docsgen writes no such folder of its own: keep the data the component reads in a file of the site, and import that.',
    );
    expect(error?.message).not.toContain('blog');
  });

  it("gives `require('@site/static/video/….mp4').default` the video's address, as webpack's file loader does", async () => {
    const result = await buildSite({
      'website/docs/index.mdx':
        '# Home\n\nWatch it.\n\n<video controls>\n  <source src={require(\'@site/static/video/intro.mp4\').default} type="video/mp4" />\n</video>\n',
      'website/static/video/intro.mp4': 'not really a video, but bytes of one',
    });
    expect(where(result)).toEqual([]);
    const src = /<source src="([^"]+)" type="video\/mp4"/.exec(article(result.files!.text('index.html')!))?.[1];
    expect(src).toMatch(/^\/assets\/img\/intro-\w+\.mp4$/);
    expect(result.files!.text(src!.slice(1))).toBe('not really a video, but bytes of one');
  });

  it('gives an SVG that code imports as a component drawing it inline, as Docusaurus does, and its URL where a URL is wanted', async () => {
    const mountain =
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 8 8" stroke-width="2" style="fill-opacity: 0.5"><path d="M0 8L4 0L8 8z"/></svg>\n';
    const result = await buildSite({
      'website/static/img/mountain.svg': mountain,
      'website/src/components/Feature.tsx': [
        "import styles from './Feature.module.css';",
        '',
        "const Svg = require('@site/static/img/mountain.svg').default;",
        '',
        'export default function Feature() {',
        '  return <div className={styles.feature}><Svg className="feature-svg" role="img" title="A <mountain>" /></div>;',
        '}',
      ].join('\n'),
      'website/src/components/Feature.module.css': '.feature { background: url(../../static/img/mountain.svg); }\n',
      'website/docs/index.mdx': [
        "import Feature from '@site/src/components/Feature';",
        "import Mountain from '@site/static/img/mountain.svg';",
        '',
        '# Home',
        '',
        'Pictures drawn inline.',
        '',
        '<Feature />',
        '',
        '<Mountain width={40} aria-hidden="true" />',
        '',
        '<img src={Mountain} alt="as an image" />',
        '',
      ].join('\n'),
    });
    expect(where(result)).toEqual([]);
    const body = article(result.files!.text('index.html'));
    // From the component: its props on the <svg>, the title escaped first inside it, the file's own attributes as React names them.
    expect(body).toContain(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8" stroke-width="2" style="fill-opacity:0.5" class="feature-svg" role="img"><title>A &lt;mountain&gt;</title><path d="M0 8L4 0L8 8z"/></svg>',
    );
    // From the page: the same component with other props, and the value as an image address.
    expect(body).toContain(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8" stroke-width="2" style="fill-opacity:0.5" width="40" aria-hidden="true"><path',
    );
    expect(body).toMatch(/<img src="data:image\/svg\+xml,[^"]+" alt="as an image"/);
    // CSS that references the file still gets its URL.
    const css = [...result.files!.files.keys()]
      .filter((file) => file.endsWith('.css'))
      .map((file) => result.files!.text(file))
      .join('\n');
    expect(/background:\s*url\(['"]?(data:image\/svg\+xml|\/assets\/img\/mountain)/.test(css)).toBe(true);
  });

  it('names the plugin whose data a failing component asked for, when docsgen does not run that Docusaurus plugin', async () => {
    const result = await buildSite({
      'website/src/components/Versions.jsx': [
        "import { usePluginData } from '@docusaurus/useGlobalData';",
        '',
        'export default function Versions() {',
        "  const { stable } = usePluginData('versions-plugin');",
        '  return <p>Latest: {stable.version}</p>;',
        '}',
      ].join('\n'),
      'website/docs/index.mdx': "import Versions from '@site/src/components/Versions';\n\n# Home\n\nThe versions.\n\n<Versions />\n",
    });
    expect(where(result)).toEqual([
      "error mdx docs/index.mdx:7 The component `<Versions>` failed while the page was rendered: Cannot read properties of undefined (reading 'version'). It asked for the global data of `versions-plugin` (`usePluginData`), a Docusaurus plugin docsgen does not run, whose data reads as an empty object.",
    ]);
  });

  it("reads `!!raw-loader!…` and `?raw` imports as the file's text, in pages and components, with paths from `/` starting at the site", async () => {
    const result = await buildSite({
      'website/docs/snippets/main.dart': 'void main() => print("hi");\n',
      'website/docs/snippets/server.js': 'app.listen(3000);\n',
      'website/docs/snippets/cartoon/index.js': 'new CartoonFilter();\n',
      'website/docs/index.mdx': [
        "import main from '!!raw-loader!./snippets/main.dart';",
        "import again from '/docs/snippets/main.dart?raw';",
        "import Snippet from '/src/components/Snippet';",
        // Without its extension, as webpack resolves it (ory/docs: `!!raw-loader!…/express/server` for server.js).
        "import server from '!!raw-loader!./snippets/server';",
        // A folder, as webpack resolves it: its index file (pixijs.com's blog: `!!raw-loader!../docs/examples/text_filters_cartoon`).
        "import cartoon from '!!raw-loader!./snippets/cartoon';",
        '',
        '# Home',
        '',
        'The snippet, three ways.',
        '',
        '<pre data-from="page">{main}</pre>',
        '',
        '<pre data-from="no-extension">{server}</pre>',
        '',
        '<pre data-from="folder">{cartoon}</pre>',
        '',
        '<pre data-from="vite">{again}</pre>',
        '',
        '<Snippet />',
        '',
      ].join('\n'),
      'website/src/components/Snippet.jsx': [
        "import text from 'raw-loader!/docs/snippets/main.dart';",
        "import Label from '/src/components/Label';",
        'export default function Snippet() { return <><Label /><pre data-from="component">{text}</pre></>; }',
        '',
      ].join('\n'),
      'website/src/components/Label.jsx': 'export default function Label() { return <b>Dart</b>; }\n',
    });
    expect(where(result)).toEqual([]);
    const body = article(result.files!.text('index.html'));
    for (const from of ['page', 'vite', 'component'])
      expect(body).toMatch(new RegExp(`data-from="${from}"[^>]*>void main\\(\\) =&gt; print\\(&quot;hi&quot;\\);`));
    expect(body).toMatch(/data-from="no-extension"[^>]*>app\.listen\(3000\);/);
    expect(body).toMatch(/data-from="folder"[^>]*>new CartoonFilter\(\);/);
  });

  it("reads a component that only TypeScript's syntax parses as TSX, as Docusaurus' SWC loader does", async () => {
    // apify/crawlee's home page: `useRef < (HTMLButtonElement | null)[] > ([])` in a `.jsx` file.
    const result = await buildSite({
      'website/docs/index.mdx': "import Switch from '@site/src/Switch';\n\n# Home\n\nThe switch.\n\n<Switch />\n",
      'website/src/Switch.jsx':
        "import { useRef } from 'react';\nexport default function Switch() {\n  const refs = useRef < (HTMLButtonElement | null)[] > ([]);\n  return <b>{refs.current.length} buttons</b>;\n}\n",
    });
    expect(where(result)).toEqual([]);
    expect(article(result.files!.text('index.html'))).toContain('<b>0<!-- --> buttons</b>');
  });

  it('reads a raw import of a file beside a page of a docs folder outside the site folder', async () => {
    // apify/crawlee's website: `docs.path: '../docs'`, `import Source from '!!raw-loader!./03-find-el.ts'` (80 pages failed).
    const result = await buildSite(
      {
        'website/.keep': '',
        'docs/index.mdx':
          "import source from '!!raw-loader!./find.ts';\nimport again from './find.ts?raw';\n\n# Home\n\nThe source, twice.\n\n<pre>{source}</pre>\n\n<pre>{again}</pre>\n",
        'docs/find.ts': 'await enqueueLinks();\n',
      },
      '../docs',
    );
    expect(where(result)).toEqual([]);
    const body = article(result.files!.text('index.html'));
    expect(body.match(/<pre[^>]*>await enqueueLinks\(\);\n<\/pre>/g), body).toHaveLength(2);
  });

  it("names a webpack loader of the site's own in a raw import as one docsgen does not run, not as a missing file", async () => {
    // apify/crawlee: `import Source from '!!raw-loader!roa-loader!./basic_crawler.ts'` (262 pages): "Could not find".
    const result = await buildSite({
      'website/docs/index.mdx': "import source from '!!raw-loader!roa-loader!./a.ts';\n\n# Home\n\nThe code.\n\n<pre>{source.code}</pre>\n",
      'website/docs/a.ts': 'run();\n',
    });
    expect(where(result)).toEqual([
      expect.stringMatching(
        /^error mdx docs\/index\.mdx:1 The module `!!raw-loader!roa-loader!\.\/a\.ts` that an MDX page imports could not be bundled: `roa-loader` is a webpack loader docsgen does not run/,
      ),
    ]);
  });

  it('says a failing import once, at its first page, naming the other pages, not again for each component given it', async () => {
    // apify/crawlee: 47 `roa-loader` imports on 263 pages, whose `<RunnableCodeBlock>{source}</RunnableCodeBlock>`
    // then failed on each of them ("requires code and hash props"): 262 errors repeating the imports' 47.
    const page = (title: string) =>
      `import Runnable from '@site/src/Runnable';\nimport source from '!!raw-loader!roa-loader!./a.ts';\n\n# ${title}\n\nThe code.\n\n<Runnable>{source}</Runnable>\n\nAfter.\n`;
    const result = await buildSite({
      'website/docs/index.mdx': page('Home'),
      'website/docs/two.mdx': page('Two'),
      'website/docs/three.mdx': page('Three'),
      'website/docs/a.ts': 'run();\n',
      'website/src/Runnable.jsx':
        "export default function Runnable({ children }) {\n  if (typeof children?.code !== 'string') throw new Error('Runnable requires code');\n  return <pre>{children.code}</pre>;\n}\n",
    });
    expect(where(result)).toEqual([
      expect.stringMatching(
        /^error mdx docs\/index\.mdx:2 The module `!!raw-loader!roa-loader!\.\/a\.ts` .* \(also imported by 2 other pages, reported here only: docs\/three\.mdx:2, docs\/two\.mdx:2\)$/,
      ),
    ]);
  });

  it('refuses a raw import of a file outside the site folder', async () => {
    const result = await buildSite({
      'secret.txt': 'not for the site\n',
      'website/docs/index.mdx': "import secret from '!!raw-loader!../../secret.txt';\n\n# Home\n\n<pre>{secret}</pre>\n",
    });
    expect(result.ok).toBe(false);
    expect(where(result).join('\n')).toMatch(/mdx docs\/index\.mdx:1 .*secret\.txt/);
    expect(result.files?.text('index.html') ?? '').not.toContain('not for the site');
  });

  it("reads a `?raw` import written with webpack's `!!` prefix, and refuses one that leads outside, at the page's line", async () => {
    const result = await buildSite({
      'secret.txt': 'not for the site\n',
      'website/docs/index.mdx': "import main from '!!./snippets/main.dart?raw';\n\n# Home\n\nThe snippet:\n\n<pre>{main}</pre>\n",
      'website/docs/snippets/main.dart': 'void main() => print("snippet");\n',
      'website/docs/other.mdx': "# Other\n\nText.\n\nimport secret from '!!../../secret.txt?raw';\n\n<pre>{secret}</pre>\n",
    });
    expect(where(result)).toEqual([
      "error mdx docs/other.mdx:5 Cannot import `!!../../secret.txt?raw`: it leads outside the site's folder and its docs folder, and a page may import only from those.",
    ]);
    expect(article(result.files!.text('index.html'))).toContain('void main() =&gt; print(&quot;snippet&quot;);');
  });

  it('reports a package a page imports that is not installed at the import, not in the generated bundle entry', async () => {
    const result = await buildSite({
      'website/docs/index.mdx': "# Home\n\nText.\n\nimport clsx from 'not-installed-package';\n\n<p className={clsx('x')}>hi</p>\n",
    });
    expect(where(result)).toEqual([
      expect.stringMatching(/^error mdx docs\/index\.mdx:5 The module `not-installed-package` that an MDX page imports could not be bundled/),
    ]);
  });

  it("warns that a <BrowserOnly> in a component that runs only at build time never shows its content (pixijs.com's example editors), at the page's use of that component, not in a 'use client' one", async () => {
    const component = (name: string, client: boolean) =>
      `${client ? "'use client';\n" : ''}import BrowserOnly from '@docusaurus/BrowserOnly';\n` +
      `export default function ${name}() { return <BrowserOnly fallback={<i>wait</i>}>{() => <b>${name} live</b>}</BrowserOnly>; }\n`;
    const result = await buildSite({
      'website/docs/index.mdx': "import Server from '@site/src/Server';\nimport Client from '@site/src/Client';\n\n# Home\n\nText.\n\n<Client />\n",
      'website/docs/editor.mdx': "import Server from '@site/src/Server';\n\n# Editor\n\nText.\n\n<Server />\n\n<Server />\n",
      // In a list item, as pixijs.com's release posts have their editors: at the component, not the list.
      'website/docs/listed.mdx': "import Server from '@site/src/Server';\n\n# Listed\n\n- Text.\n\n  More text.\n\n  <Server />\n",
      'website/src/Server.jsx': component('Server', false),
      'website/src/Client.jsx': component('Client', true),
    });
    expect(where(result)).toEqual([
      'warning mdx docs/editor.mdx:7 The component `<BrowserOnly>` that `<Server>` renders here is drawn otherwise than written: its content shows only in the browser, and the component that renders it runs only while the site is built, so the page shows its fallback in its place.',
      expect.stringMatching(/^warning mdx docs\/listed\.mdx:9 The component `<BrowserOnly>` that `<Server>` renders here/),
    ]);
    expect(result.diagnostics[0]!.hint).toMatch(/^Start the file of the component that renders `<BrowserOnly>` with `'use client'`/);
    expect(article(result.files!.text('editor.html'))).toContain('<i>wait</i>');
    expect(article(result.files!.text('index.html'))).toContain('<i>wait</i>');
  });

  it("warns that useIsBrowser() in a component that runs only at build time stays false (Yoga's playground editor), not in a 'use client' one nor for <BrowserOnly>", async () => {
    const component = (name: string, client: boolean) =>
      `${client ? "'use client';\n" : ''}import useIsBrowser from '@docusaurus/useIsBrowser';\nimport BrowserOnly from '@docusaurus/BrowserOnly';\n` +
      `export default function ${name}() { const live = useIsBrowser(); return <div>{live ? <b>${name} editor</b> : <pre>${name} code</pre>}${client ? '<BrowserOnly>{() => <i>x</i>}</BrowserOnly>' : ''}</div>; }\n`;
    const result = await buildSite({
      'website/docs/index.mdx': "import Client from '@site/src/Client';\n\n# Home\n\nText.\n\n<Client />\n",
      'website/docs/editor.mdx': "import Server from '@site/src/Server';\n\n# Editor\n\nText.\n\n<Server />\n",
      'website/src/Server.jsx': component('Server', false),
      'website/src/Client.jsx': component('Client', true),
    });
    expect(where(result)).toEqual([
      'warning mdx docs/editor.mdx:7 `useIsBrowser()`, which `<Server>` calls, gives otherwise than in Docusaurus here: it is false while the site is built, and the component that calls it runs only then, so what that component draws in the browser never shows.',
    ]);
    expect(result.diagnostics[0]!.hint).toMatch(/^Start the file of the component that calls `useIsBrowser\(\)` with `'use client'`/);
    expect(article(result.files!.text('editor.html'))).toContain('<pre>Server code</pre>');
  });

  it("warns where a component that fills itself in an effect (infer's man pages fetch their HTML in one) ships empty, not for one that draws text or runs in the browser", async () => {
    // Docusaurus runs every component in the browser, where the effect fetches the HTML and shows it.
    const wrap = (client: boolean) =>
      `${client ? "'use client';\n" : ''}import React, { useState, useEffect } from 'react';\n` +
      'export default function Wrap({ url }) {\n  const [html, setHtml] = useState({ __html: "" });\n' +
      '  useEffect(() => { fetch(url).then((r) => r.text()).then((text) => setHtml({ __html: text })); }, [url]);\n' +
      '  return <div dangerouslySetInnerHTML={html}></div>;\n}\n';
    const result = await buildSite({
      'website/docs/tool.md': '---\ntitle: tool run\n---\n\nimport Wrap from \'@site/src/Wrap\';\n\n<Wrap url="/man/tool-run.html" />\n',
      // Inside JSX that draws text of its own: at the component, not the block around it.
      'website/docs/nested.mdx':
        'import Wrap from \'@site/src/Wrap\';\nimport Later from \'@site/src/Later\';\n\n# Nested\n\nText.\n\n<div className="box">\n  <b>Manual:</b>\n  <Wrap url="/man/tool.html" />\n</div>\n\n<Later />\n',
      'website/docs/client.mdx': 'import ClientWrap from \'@site/src/ClientWrap\';\n\n# Client\n\nText.\n\n<ClientWrap url="/man/tool.html" />\n',
      'website/src/Wrap.jsx': wrap(false),
      'website/src/ClientWrap.jsx': wrap(true),
      // Draws text while built, and changes it in the browser: what the page ships says something.
      'website/src/Later.jsx':
        "import { useEffect, useState } from 'react';\nexport default function Later() { const [n, setN] = useState(0); useEffect(() => setN(1), []); return <p>Loaded {n} times.</p>; }\n",
      'website/static/man/tool-run.html': '<html><body><h1>tool-run</h1><p>Runs the tool.</p></body></html>\n',
      'website/static/man/tool.html': '<html><body><h1>tool</h1></body></html>\n',
    });
    expect(where(result)).toEqual([
      'warning mdx docs/nested.mdx:10 The component `<Wrap>` is empty here: it draws nothing while the site is built and fills itself in an effect (`useEffect`), which only the browser runs. Docusaurus runs every component in the browser, so there it shows its content; docsgen runs this one only at build time, so the page ships it empty.',
      expect.stringMatching(/^warning mdx docs\/tool\.md:7 The component `<Wrap>` is empty here/),
      'warning search-no-records docs/tool.md:1 This page gives search no text to find: it has no paragraph, list item or table (its title and headings alone are found, as headings).',
    ]);
    expect(result.diagnostics[0]!.column).toBe(3);
    expect(result.diagnostics[0]!.hint).toMatch(/^Start the file of `<Wrap>` with `'use client'` so that it runs in the browser, as in Docusaurus/);
    expect(article(result.files!.text('nested.html'))).toContain('<p>Loaded <!-- -->0<!-- --> times.</p>');
    // The suggested fix: an island the browser brings alive, the fetched file shipped beside it.
    expect(article(result.files!.text('client.html'))).toMatch(
      /<docsgen-island data-src="\/assets\/islands\/ClientWrap-[\w-]+\.js"[^>]*data-props="\{&quot;url&quot;:&quot;\/man\/tool.html&quot;\}"/,
    );
    expect(result.files!.text('man/tool.html')).toContain('<h1>tool</h1>');
  });

  it("gives the theme's icons to server components and to client ones ('use client'), which are bundled for the browser", async () => {
    const component = (name: string, client: boolean) =>
      `${client ? "'use client';\n" : ''}import IconCopy from '@theme/Icon/Copy';\nimport IconSuccess from '@theme/Icon/Success';\nimport IconExternalLink from '@theme/Icon/ExternalLink';\n` +
      `export default function ${name}() { return <span className="${name}"><IconCopy className="copy" /><IconSuccess /><IconExternalLink /></span>; }\n`;
    const result = await buildSite({
      'website/docs/index.mdx':
        "import Server from '@site/src/Server';\nimport Client from '@site/src/Client';\n\n# Home\n\nIcons:\n\n<Server />\n\n<Client />\n",
      'website/src/Server.jsx': component('Server', false),
      'website/src/Client.jsx': component('Client', true),
    });
    expect(where(result)).toEqual([]);
    const body = article(result.files!.text('index.html'));
    for (const name of ['Server', 'Client']) {
      const icons = new RegExp(`<span class="${name}">(<svg [^]*?</svg>|<span [^>]*><svg [^]*?</svg></span>){3}</span>`).exec(body);
      expect(icons, name).not.toBeNull();
      expect(icons![0]).toContain('class="copy"');
    }
    const island = /<docsgen-island data-src="\/([^"]+)"/.exec(body)?.[1];
    expect(result.files!.text(island!)).toContain('M4 12.5l5 5L20 6.5');
  });

  it("forwards a page that renders @docusaurus/router's <Redirect>, as React Native's releases page does", async () => {
    const result = await buildSite({
      'website/docs/index.mdx': '# Home\n\nText.\n',
      'website/docs/releases.mdx': 'import { Redirect } from \'@docusaurus/router\';\n\n# Releases\n\n<Redirect to="/" />\n',
    });
    expect(where(result)).toEqual([]);
    expect(result.files!.text('releases.html')).toMatch(/<head>[^]*<meta http-equiv="refresh" content="0; url=\/" data-page-head>[^]*<\/head>/);
  });

  it('forwards a page whose body is a `<meta http-equiv="refresh">` to a path of the site from its head, and says what to do for another site\'s', async () => {
    // oclif's docs/index.md forwards to its other domain, which a `redirects` entry does instead.
    const refresh = (url: string) => `---\n---\n<meta http-equiv="refresh" content="0; url=${url}" />\n`;
    for (const markdown of ["{ format: 'mdx' }", "{ format: 'detect' }"]) {
      const result = await buildSite(
        {
          'website/docs/index.md': '# Home\n\nText.\n',
          'website/docs/intro.md': '# Intro\n\nText.\n',
          'website/docs/old.md': refresh('/docs/intro'),
          'website/docs/moved.md': `${refresh('https://example.com/docs/introduction.html')}\nText.\n`,
        },
        'docs',
        '/',
        { markdown },
      );
      expect(where(result), markdown).toEqual([
        'error html-unsafe docs/moved.md:3 `<meta http-equiv="refresh">` would forward readers to `https://example.com/docs/introduction.html`, outside this site; a page\'s own HTML may forward them only to a path of the site.',
      ]);
      expect(result.diagnostics[0]!.hint).toBe(
        "To send readers of `/moved` to another site, remove this page and list its path in `redirects` in the site config: `{ from: '/moved', to: 'https://…' }`.",
      );
      const head = /<head>[^]*<\/head>/.exec(result.files!.text('old.html')!)![0];
      expect(head).toContain('<meta http-equiv="refresh" content="0; url=/docs/intro" data-page-head>');
      expect(article(result.files!.text('old.html'))).not.toContain('http-equiv');
      expect(article(result.files!.text('moved.html'))).not.toContain('http-equiv');
    }
  });

  it('reports a module that does not bundle where it fails, and still builds the pages with the others', async () => {
    const result = await buildSite({
      'website/docs/index.mdx':
        "import Good from '@site/src/Good';\nimport Bad from '@site/src/Bad';\n\n# Home\n\n<Good />\n\n<Bad />\n\n```js\nimport { createStore } from 'redux'\n```\n",
      'website/src/Good.jsx': 'export default function Good() { return <i>good</i>; }\n',
      'website/src/Bad.jsx': "import clsx from 'not-installed-package';\nexport default function Bad() { return <i className={clsx('x')}>bad</i>; }\n",
    });
    expect(where(result)).toEqual([
      expect.stringMatching(
        /^error mdx src\/Bad\.jsx:1 The module `src\/Bad` that an MDX page imports could not be bundled: Could not resolve "not-installed-package"/,
      ),
    ]);
    expect(article(result.files!.text('index.html'))).toContain('<i>good</i>');
  });

  it('renders components that use the common Docusaurus modules and CSS modules, and names a module docsgen lacks', async () => {
    const result = await buildSite({
      'website/docs/index.mdx': "import Fancy from '@site/src/Fancy';\nimport Odd from '@site/src/Odd';\n\n# Home\n\n<Fancy />\n\nText.\n\n<Odd />\n",
      'website/src/Fancy.jsx':
        "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';\nimport styles from './Fancy.module.css';\nexport default function Fancy() { const { siteConfig } = useDocusaurusContext(); return <span className={styles.fancy}>{siteConfig.title}</span>; }\n",
      'website/src/Fancy.module.css': '.fancy { color: rebeccapurple; }\n',
      'website/src/Odd.jsx':
        "import useRouteContext from '@docusaurus/useRouteContext';\nexport default function Odd() { return <span>{useRouteContext().plugin.id}</span>; }\n",
    });
    expect(where(result)).toEqual([
      'error mdx src/Odd.jsx:1 `@docusaurus/useRouteContext` is not provided by docsgen: this component, which docs/index.mdx:2 uses, imports it.',
    ]);
    expect(result.diagnostics[0]!.hint).toMatch(/^Provided are `@docusaurus\/BrowserOnly`, `@docusaurus\/ExecutionEnvironment`/);
    expect(article(result.files!.text('index.html'))).toMatch(/<span class="[^"]*fancy[^"]*">Real<\/span>/);
  });

  it('gives components react-dom and react-dom/client from the generator’s own React', async () => {
    const result = await buildSite({
      'website/docs/index.mdx': "import Versions from '@site/src/Versions';\n\n# Home\n\n<Versions />\n",
      'website/src/Versions.jsx':
        "import { version } from 'react';\nimport { version as domVersion, flushSync } from 'react-dom';\nimport { createRoot } from 'react-dom/client';\nexport default function Versions() { return <span>{`same ${domVersion === version} ${typeof flushSync} ${typeof createRoot}`}</span>; }\n",
    });
    expect(where(result)).toEqual([]);
    expect(article(result.files!.text('index.html'))).toContain('<span>same true function function</span>');
  });

  it("gives a package's Node build Node's computing modules (path, process, url), as react-markdown's vfile imports them, and refuses fs", async () => {
    const result = await buildSite({
      'website/docs/index.mdx': "import Where from '@site/src/Where';\n\n# Home\n\n<Where />\n",
      'website/src/Where.jsx': "import { where } from 'computing-package';\nexport default function Where() { return <span>{where('a/b/../c')}</span>; }\n",
      'website/node_modules/computing-package/package.json': JSON.stringify({ name: 'computing-package', type: 'module', exports: './index.js' }),
      'website/node_modules/computing-package/index.js':
        "import path from 'node:path';\nimport process from 'node:process';\nimport { URL } from 'url';\nexport const where = (p) => `${path.posix.normalize(p)} ${typeof process.cwd} ${new URL('https://x.example/y').pathname}`;\n",
      'website/docs/files.mdx': "import Files from '@site/src/Files';\n\n# Files\n\n<Files />\n",
      'website/src/Files.jsx':
        "import { readFileSync } from 'node:fs';\nexport default function Files() { return <span>{String(readFileSync('/etc/hostname'))}</span>; }\n",
    });
    expect(article(result.files!.text('index.html'))).toContain('<span>a/c function /y</span>');
    expect(where(result)).toEqual([expect.stringMatching(/^error mdx docs\/files\.mdx:5 .*node:fs is not provided by docsgen/)]);
  });

  it('loads a package that subclasses a Node module docsgen does not give (stream) as it loads, and fails only where that is used', async () => {
    // axios' Node build, through form-data and combined-stream: `util.inherits(CombinedStream, require('stream').Stream)`.
    const result = await buildSite({
      'website/docs/index.mdx': "import Sent from '@site/src/Sent';\n\n# Home\n\n<Sent />\n",
      'website/src/Sent.jsx': "import { ready } from 'stream-package';\nexport default function Sent() { return <span>{ready()}</span>; }\n",
      'website/docs/body.mdx': "import Body from '@site/src/Body';\n\n# Body\n\n<Body />\n",
      'website/src/Body.jsx':
        "import { Body as Stream } from 'stream-package';\nexport default function Body() { return <span>{String(new Stream())}</span>; }\n",
      'website/node_modules/stream-package/package.json': JSON.stringify({ name: 'stream-package', main: './index.js' }),
      'website/node_modules/stream-package/index.js': [
        "const util = require('util');",
        "const Stream = require('stream').Stream;",
        'function Combined() {}',
        'util.inherits(Combined, Stream);',
        'class Body extends Stream {}',
        "module.exports = { Body, ready: () => 'ready' };",
        '',
      ].join('\n'),
    });
    expect(article(result.files!.text('index.html'))).toContain('<span>ready</span>');
    expect(where(result)).toEqual([expect.stringMatching(/^error mdx docs\/body\.mdx:5 .*stream is not provided by docsgen/)]);
  });

  it('loads a package that makes an object of a Node module docsgen does not give (new http.Agent()) as it loads', async () => {
    // algoliasearch's Node requester, under @docsearch/react: `const agent = new http.Agent({ keepAlive: true })`.
    const result = await buildSite({
      'website/docs/index.mdx': "import Search from '@site/src/Search';\n\n# Home\n\n<Search />\n",
      'website/src/Search.jsx': "import { label } from 'agent-package';\nexport default function Search() { return <span>{label}</span>; }\n",
      'website/docs/request.mdx': "import Request from '@site/src/Request';\n\n# Request\n\n<Request />\n",
      'website/src/Request.jsx': "import { request } from 'agent-package';\nexport default function Request() { return <span>{request()}</span>; }\n",
      'website/node_modules/agent-package/package.json': JSON.stringify({ name: 'agent-package', main: './index.js' }),
      'website/node_modules/agent-package/index.js': [
        "const http = require('http');",
        'const agent = new http.Agent({ keepAlive: true });',
        "module.exports = { label: 'Search', request: () => agent.request('/') };",
        '',
      ].join('\n'),
    });
    expect(article(result.files!.text('index.html'))).toContain('<span>Search</span>');
    // Used while a page renders, it fails there, saying once what components may import.
    const failures = where(result);
    expect(failures).toEqual([expect.stringMatching(/^error mdx docs\/request\.mdx:5 .*http is not provided by docsgen/)]);
    expect(failures[0]!.split('components may import').length).toBe(2);
  });

  it("reads webpack's require.context in a component: the folder's files as partials, or as text through raw-loader", async () => {
    // ory/docs lists its changelogs so: `require.context('../../docs/changes', false, /\.md$/)`.
    const list = [
      'const pages = require.context("../docs/changes", false, /\\.md$/);',
      "const texts = require.context('!!raw-loader!../docs/changes', false, /\\.md$/);",
      'export default function Changes() {',
      '  return <ul>{pages.keys().map((key) => { const Page = pages(key).default; return <li key={key}>{key} has {texts(key).default.length} characters<Page /></li>; })}</ul>;',
      '}',
      '',
    ].join('\n');
    const result = await buildSite({
      'website/docs/index.mdx': "import Changes from '@site/src/Changes';\n\n# Home\n\nThe changes.\n\n<Changes />\n",
      'website/docs/changes/_v1.md': '## One\n\nFirst.\n',
      'website/docs/changes/_v2.md': '## Two\n\nSecond.\n',
      'website/docs/changes/notes.txt': 'not listed',
      'website/src/Changes.jsx': list,
      'website/docs/outside.mdx': "import Outside from '@site/src/Outside';\n\n# Outside\n\nEverything.\n\n<Outside />\n",
      'website/src/Outside.jsx':
        "const all = require.context('../../../', true);\nexport default function Outside() { return <span>{all.keys().length}</span>; }\n",
    });
    const home = article(result.files!.text('index.html'));
    expect(home, where(result).join('\n')).toMatch(
      /<li>\.\/_v1\.md<!-- --> has <!-- -->15<!-- --> characters<div class="mdx-partial"[^>]*><h2 id="one">One<a[^>]*>#<\/a><\/h2>\s*<p>First\.<\/p><\/div><\/li><li>\.\/_v2\.md/,
    );
    expect(home).not.toContain('notes.txt');
    expect(where(result)).toEqual([
      expect.stringMatching(/^error mdx src\/Outside\.jsx:1 .*require\.context names \.\.\/\.\.\/\.\.\/, which is not inside the site's folder/),
    ]);
  });

  it("still finds the site's components when a package's UMD wrapper in their bundle assigns module.exports as it loads", async () => {
    const result = await buildSite({
      'website/docs/index.mdx': "import Fake from '@site/src/Fake';\n\n# Home\n\n<Fake />\n",
      'website/src/Fake.jsx': "import { fake } from 'umd-package';\nexport default function Fake() { return <span>{fake()}</span>; }\n",
      'website/node_modules/umd-package/package.json': JSON.stringify({ name: 'umd-package', type: 'module', exports: './index.js' }),
      'website/node_modules/umd-package/index.js': [
        "(function (f) { if (typeof exports === 'object' && typeof module !== 'undefined') { module.exports = f(); } })(function () { return { vendor: true }; });",
        "export const fake = () => 'faked';",
        '',
      ].join('\n'),
    });
    expect(where(result)).toEqual([]);
    expect(article(result.files!.text('index.html'))).toContain('<span>faked</span>');
  });

  it("resolves @theme/X to the site's own src/theme/X when docsgen's theme has no X, as Docusaurus does, and keeps docsgen's where it has one", async () => {
    // ory/docs keeps components of its own there: `import CodeFromRemote from '@theme/CodeFromRemote'`.
    const result = await buildSite({
      'website/docs/index.mdx': [
        "import CodeFromRemote from '@theme/CodeFromRemote';",
        "import Tabs from '@theme/Tabs';",
        "import TabItem from '@theme/TabItem';",
        '',
        '# Home',
        '',
        'Fetched.',
        '',
        '<CodeFromRemote src="https://example.com/a.go" />',
        '',
        '<Tabs><TabItem value="a" label="A">In a tab.</TabItem></Tabs>',
        '',
      ].join('\n'),
      'website/src/theme/CodeFromRemote.jsx':
        "import Frame from '@theme/Code/Frame';\nexport default function CodeFromRemote({ src }) { return <Frame>from {src}</Frame>; }\n",
      'website/src/theme/Code/Frame/index.jsx': 'export default function Frame({ children }) { return <pre className="own-frame">{children}</pre>; }\n',
      'website/src/theme/Tabs/index.js': 'export default function Tabs() { return <p>swizzled tabs</p>; }\n',
      // A 'use client' component of the site imports one too: its island is bundled with the site's file.
      'website/docs/live.mdx': "import Live from '@site/src/Live';\n\n# Live\n\nLive code.\n\n<Live />\n",
      'website/src/Live.jsx': "'use client';\nimport Frame from '@theme/Code/Frame';\nexport default function Live() { return <Frame>live</Frame>; }\n",
    });
    expect(where(result)).toEqual([]);
    const home = article(result.files!.text('index.html'));
    expect(home).toContain('<pre class="own-frame">from <!-- -->https://example.com/a.go</pre>');
    expect(home).not.toContain('swizzled tabs');
    expect(home).toContain('In a tab.');
    expect(article(result.files!.text('live.html'))).toMatch(/<docsgen-island[^>]*><pre class="own-frame">live<\/pre>/);
  });

  it("bundles what a partial the site's MDXComponents registers imports (Cypress' sitemap-scan example's code module)", async () => {
    const result = await buildSite({
      'website/src/theme/MDXComponents.js':
        "import MDXComponents from '@theme-original/MDXComponents';\nimport Example from '@site/docs/partials/_example.mdx';\nexport default { ...MDXComponents, Example };\n",
      'website/docs/partials/_example.mdx': 'import { code } from \'@site/docs/partials/exampleCode\';\n\n<pre className="example">{code}</pre>\n',
      'website/docs/partials/exampleCode.ts': 'export const code: string = \'cy.visit("/")\';\n',
      'website/docs/index.mdx': '# Home\n\nThe example.\n\n<Example />\n',
    });
    expect(where(result)).toEqual([]);
    expect(article(result.files!.text('index.html'))).toContain('<pre class="example" tabindex="0">cy.visit(&quot;/&quot;)</pre>');
  });

  it("says why a component the site's MDXComponents registers is missing when the site's components threw as they loaded", async () => {
    // Bitwarden's contributing docs, before docsgen had `createStorageSlot`: a module calls a theme export at its top level.
    const result = await buildSite({
      'website/src/theme/MDXComponents.tsx':
        "import MDXComponents from '@theme-original/MDXComponents';\nimport Badge from '../components/Badge';\nexport default { ...MDXComponents, Badge: Badge };\n",
      'website/src/components/Badge.tsx': "import { useMode } from '../mode';\nexport default function Badge() { return <b>{useMode()}</b>; }\n",
      'website/src/mode.ts':
        "import { createModeSlot } from '@docusaurus/theme-common';\nconst slot = createModeSlot('mode');\nexport const useMode = () => slot.get() ?? 'plain';\n",
      'website/docs/index.md': '# Home\n\nA <Badge /> here.\n',
    });
    const problems = result.diagnostics.filter((d) => d.severity === 'error');
    expect(problems.map((d) => `${d.file}:${d.line}`)).toEqual(['docs/index.md:3']);
    expect(problems[0]!.message).toContain("`<Badge>` is used but never imported, and the site's components, `src/theme/MDXComponents` among them");
    // The file that threw is named: the page's component does not itself call what failed.
    expect(problems[0]!.message).toContain('failed as they loaded: `src/mode.ts` threw: @docusaurus/theme-common has no export createModeSlot');
  });

  it('names the site file that threw when a component a page imports fails as the components load', async () => {
    // A helper module calls into a package at its top level, and the package throws: every component is lost.
    const result = await buildSite({
      'website/src/components/Card.jsx': "import { title } from '../setup';\nexport default function Card() { return <b>{title}</b>; }\n",
      'website/src/setup.js': "import { configure } from 'tiny-config';\nexport const title = configure('card');\n",
      'website/node_modules/tiny-config/package.json': '{ "name": "tiny-config", "main": "index.js" }\n',
      'website/node_modules/tiny-config/index.js': "exports.configure = (name) => { throw new Error('no settings for ' + name); };\n",
      'website/docs/index.mdx': "import Card from '@site/src/components/Card';\n\n# Home\n\nA <Card /> here.\n",
    });
    const problems = result.diagnostics.filter((d) => d.severity === 'error');
    expect(problems.map((d) => d.message).join('\n')).toContain(
      'failed as it loaded: `src/setup.js` threw (in `node_modules/tiny-config/index.js`): no settings for card',
    );
  });

  it('names the presets and themes the pages were written for when a component is used but never imported', async () => {
    // Flipper's pages use `<OssOnly>`, which its wrapping preset's theme registers for every page.
    // Its pages import partials from `fb/` folders the open-source copy lacks, which that preset stands in for.
    const files = {
      'website/docs/index.mdx': '# Home\n\n<OssOnly>Open source only.</OssOnly>\n',
      'website/docs/setup.mdx': "import Inside from './fb/_inside.mdx';\n\n# Setup\n\n<Inside />\n",
    };
    const listed = "{ format: 'mdx', missingPlugins: ['docusaurus-plugin-acme-docs', 'remark-acme-snippets', 'markdown-it-acme'] }";
    const result = await buildSite(files, 'docs', '/', { markdown: listed });
    const [problem] = result.diagnostics.filter((d) => d.severity === 'error');
    expect(problem!.message).toBe(
      "The component `<OssOnly>` is used but never imported; `docusaurus-plugin-acme-docs`, which the pages were written for (`markdown.missingPlugins`) and docsgen does not run, may register it for every page, as a theme's MDXComponents does.",
    );
    expect(problem!.hint).toContain("Register it in the site's `src/theme/MDXComponents`");
    const partial = result.diagnostics.find((d) => d.file?.endsWith('setup.mdx'))!;
    expect(partial.message).toBe(
      'Cannot import `./fb/_inside.mdx`: there is no such file; `docusaurus-plugin-acme-docs`, which the pages were written for (`markdown.missingPlugins`) and docsgen does not run, may provide it or stand in for it.',
    );
    // Markdown's own plugins register no components: alone, they are not named.
    const plain = await buildSite(files, 'docs', '/', { markdown: "{ format: 'mdx', missingPlugins: ['remark-acme-snippets', 'markdown-it-acme'] }" });
    expect(plain.diagnostics.find((d) => d.severity === 'error')!.message).toBe('The component `<OssOnly>` is used but never imported.');
    expect(plain.diagnostics.find((d) => d.file?.endsWith('setup.mdx'))!.message).toBe('Cannot import `./fb/_inside.mdx`: there is no such module.');
  });

  it("gives site modules theme-common's createStorageSlot and ReactContextError (Bitwarden's mode context)", async () => {
    const result = await buildSite({
      'website/src/theme/MDXComponents.tsx':
        "import MDXComponents from '@theme-original/MDXComponents';\nimport Badge from '../components/Badge';\nimport Strict from '../components/Strict';\nexport default { ...MDXComponents, Badge, Strict };\n",
      'website/src/components/Badge.tsx': "import { useMode } from '../mode';\nexport default function Badge() { return <b>mode {useMode()}</b>; }\n",
      'website/src/components/Strict.tsx':
        "import { ReactContextError } from '@docusaurus/theme-common';\nexport default function Strict() { throw new ReactContextError('ModeProvider'); }\n",
      'website/src/mode.ts':
        "import { createStorageSlot } from '@docusaurus/theme-common';\nconst slot = createStorageSlot('mode');\nexport const useMode = () => slot.get() ?? 'plain';\n",
      'website/docs/index.md': '# Home\n\nA <Badge /> here.\n',
      'website/docs/strict.md': '# Strict\n\n<Strict />\n',
    });
    expect(where(result).filter((d) => d.startsWith('error'))).toEqual([expect.stringMatching(/^error mdx docs\/strict\.md:3 .*outside the <ModeProvider>/)]);
  });

  it("gives a page's YAML dates to MDX as Date objects, as Docusaurus does (Bitwarden's ADR tables)", async () => {
    const result = await buildSite({
      'website/docs/index.mdx':
        "---\ndate: 2022-05-28\nreviewed: '2023-01-02'\n---\n\n# Home\n\nPublished {frontMatter.date.toISOString().slice(0, 10)}, reviewed {typeof frontMatter.reviewed}.\n",
    });
    expect(where(result).filter((d) => !d.startsWith('warning front-matter-unknown-key'))).toEqual([]);
    expect(article(result.files!.text('index.html'))).toContain('Published <!-- -->2022-05-28<!-- -->, reviewed <!-- -->string');
  });

  it("lists a partial's headings in the page's table of contents where the page uses it, as Docusaurus 3.2 does", async () => {
    const result = await buildSite({
      'website/docs/_setup.mdx': "import Extra from './_extra.md';\n\n## Install\n\nInstall it.\n\n<Extra />\n\n### Deep `flags`\n\nDeep.\n",
      // A partial's own partial is listed where that partial renders it, as Docusaurus does.
      'website/docs/_extra.md': '### Extra step\n\nMore.\n',
      'website/docs/_unused.md': '## Never shown\n\nText.\n',
      'website/docs/index.mdx': [
        "import Setup from './_setup.mdx';",
        "import Unused from './_unused';",
        '',
        '# Home',
        '',
        '## Before',
        '',
        'First.',
        '',
        '<Setup />',
        '',
        '## After',
        '',
        'Last.',
        '',
      ].join('\n'),
    });
    expect(where(result)).toEqual([]);
    const page = pageDataOf(result.files!.text('index.html')!, (url) => result.files!.text(url.slice(1)));
    expect(page.toc.map((entry) => `${entry.depth}:${entry.id}`)).toEqual(['2:before', '2:install', '3:extra-step', '3:deep-flags', '2:after']);
  });

  it("gives a partial's headings as its toc export, which a page spreads into its own (Cypress' views pages)", async () => {
    const result = await buildSite({
      'website/docs/_setup.mdx': '## Install\n\nInstall it.\n\n## Run it {#go}\n\n```md\n## Not a heading\n```\n\n### Deep `flags`\n\nDeep.\n',
      'website/docs/index.mdx': [
        "import Setup, { toc as setupToc } from './_setup.mdx';",
        '',
        "export const toc = [...setupToc, { value: 'See also', id: 'see-also', level: 2 }];",
        '',
        '# Home',
        '',
        "Headings: {toc.map((entry) => `${entry.level}:${entry.id}:${entry.value}`).join(', ')}.",
        '',
        '<Setup />',
        '',
      ].join('\n'),
    });
    expect(where(result)).toEqual([]);
    expect(article(result.files!.text('index.html'))).toContain(
      'Headings: <!-- -->2:install:Install, 2:go:Run it, 3:deep-flags:Deep flags, 2:see-also:See also<!-- -->.',
    );
    // The ids the partial's headings get where it renders.
    expect(article(result.files!.text('index.html'))).toMatch(/<h2 id="install">.*<h2 id="go">.*<h3 id="deep-flags">/s);
  });

  it("builds a <Tabs> whose `values` list a tab no <TabItem> fills, as Docusaurus does (DocSearch's docs), with a warning at it", async () => {
    const result = await buildSite({
      'website/docs/index.mdx': [
        "import Tabs from '@theme/Tabs';",
        "import TabItem from '@theme/TabItem';",
        '',
        '# Home',
        '',
        'The API.',
        '',
        "<Tabs groupId=\"language\" defaultValue=\"js\" values={[{ label: 'JavaScript', value: 'js' }, { label: 'React', value: 'react' }]}>",
        '<TabItem value="js">',
        '',
        '## `container`',
        '',
        'The container.',
        '',
        '</TabItem>',
        '</Tabs>',
        '',
      ].join('\n'),
    });
    expect(result.diagnostics.map((d) => `${d.severity} ${d.file}:${d.line} ${d.message} ${d.hint}`)).toEqual([
      'warning docs/index.mdx:8 The component `<Tabs>` is drawn otherwise than written here: its `values` list "react", but no <TabItem> has that value: the tab shows nothing. Add the <TabItem>, or remove the value from `values`.',
    ]);
    const home = article(result.files!.text('index.html'));
    expect(home).toMatch(/role="tab"[^>]*>JavaScript<.*role="tab"[^>]*>React</s);
    expect(home).toContain('The container.');
  });

  it('gives @docusaurus/core/lib/client/exports/X, the file Docusaurus aliases @docusaurus/X to, as @docusaurus/X', async () => {
    // ory/docs' src/hooks: `import useDocusaurusContext from '@docusaurus/core/lib/client/exports/useDocusaurusContext'`.
    const result = await buildSite({
      'website/docs/index.mdx': "import SiteTitle from '@site/src/SiteTitle';\n\n# Home\n\nThe title: <SiteTitle />\n",
      'website/src/SiteTitle.jsx':
        "import useDocusaurusContext from '@docusaurus/core/lib/client/exports/useDocusaurusContext';\nexport default function SiteTitle() { return <b>{useDocusaurusContext().siteConfig.title}</b>; }\n",
    });
    expect(where(result)).toEqual([]);
    expect(article(result.files!.text('index.html'))).toMatch(/The title: <b>[^<]+<\/b>/);
  });

  it('gives useCurrentSidebarCategory() the category a category index page introduces, for <DocCardList items={…} />', async () => {
    // The Docusaurus docs' own pattern, which ory/docs' guides use (imported from @docusaurus/theme-common, as in v2).
    const result = await buildSite({
      'website/docs/guide/index.mdx': [
        "import DocCardList from '@theme/DocCardList';",
        "import { useCurrentSidebarCategory } from '@docusaurus/theme-common';",
        '',
        '# Guide',
        '',
        'The guide.',
        '',
        '<DocCardList items={useCurrentSidebarCategory().items} />',
        '',
      ].join('\n'),
      'website/docs/guide/setup.md': '---\ndescription: Install it.\n---\n\n# Setup\n\nSteps.\n',
      'website/docs/guide/usage.md': '# Usage\n\nUse it.\n',
      'website/docs/other.mdx':
        "import { useCurrentSidebarCategory } from '@docusaurus/plugin-content-docs/client';\n\n# Other\n\nItems: {useCurrentSidebarCategory().items.length}\n",
    });
    const guide = article(result.files!.text('guide.html'));
    expect(guide, where(result).join('\n')).toContain('href="/guide/setup"');
    expect(guide).toContain('Install it.');
    expect(guide).toContain('href="/guide/usage"');
    expect(where(result)).toEqual([expect.stringMatching(/^error mdx docs\/other\.mdx:5 .*this page is not the index of a category with docs/)]);
  });

  it("keeps a static-folder address in a client component's CSS as written, as for any component", async () => {
    // questdb/documentation: a 'use client' chart whose CSS module loads `url('/fonts/GT Standard Mono/….otf')`.
    const result = await buildSite({
      'website/docs/index.mdx': "import Chart from '@site/src/Chart';\n\n# Home\n\nA chart.\n\n<Chart />\n",
      'website/src/Chart.jsx':
        "'use client';\nimport styles from './chart.module.css';\nexport default function Chart() { return <figure className={styles.chart}>chart</figure>; }\n",
      'website/src/chart.module.css':
        "@font-face { font-family: 'Mono'; src: url('/fonts/My Mono/Mono-Regular.otf') format('opentype'); }\n.chart { font-family: 'Mono'; }\n",
      'website/static/fonts/My Mono/Mono-Regular.otf': 'font',
    });
    expect(where(result)).toEqual([]);
    expect(article(result.files!.text('index.html'))).toContain('<docsgen-island');
  });

  it('takes index.js before a stale index.tsx beside it, as webpack resolves an import without extension in Docusaurus', async () => {
    // excalidraw's dev-docs keep both in src/components/Homepage; the .tsx one requires an image that is not there.
    const result = await buildSite({
      'website/docs/index.mdx': "import Homepage from '@site/src/Homepage';\n\n# Home\n\nWelcome.\n\n<Homepage />\n",
      'website/src/Homepage/index.js': 'export default function Homepage() { return <b>from js</b>; }\n',
      'website/src/Homepage/index.tsx':
        "const Svg = require('@site/static/img/missing.svg').default;\nexport default function Homepage() { return <Svg />; }\n",
    });
    expect(where(result)).toEqual([]);
    expect(article(result.files!.text('index.html'))).toContain('<b>from js</b>');
    // Without the .js one, the missing image is said at the page's import, not at a line of esbuild's own code.
    const stale = await buildSite({
      'website/docs/index.mdx': "import Homepage from '@site/src/Homepage';\n\n# Home\n\nWelcome.\n\n<Homepage />\n",
      'website/src/Homepage/index.tsx':
        "const Svg = require('@site/static/img/missing.svg').default;\nexport default function Homepage() { return <Svg />; }\n",
    });
    expect(where(stale)).toEqual([expect.stringMatching(/^error mdx docs\/index\.mdx:1 .*missing\.svg/)]);
  });

  it('links the components’ own styles on the pages that use them', async () => {
    const result = await buildSite({
      'website/docs/index.mdx': "import Fancy from '@site/src/Fancy';\n\n# Home\n\n<Fancy />\n",
      'website/src/Fancy.jsx':
        "import styles from './Fancy.module.css';\nexport default function Fancy() { return <span className={styles.fancy}>styled</span>; }\n",
      'website/src/Fancy.module.css': '.fancy { color: rebeccapurple; }\n',
    });
    expect(where(result)).toEqual([]);
    const page = result.files!.text('index.html')!;
    const sheet = /<link rel="stylesheet" href="\/(assets\/components-[\w]+\.css)"/.exec(page)?.[1];
    expect(sheet).toBeDefined();
    const css = result.files!.text(sheet!)!;
    const className = /class="([^"]+)">styled</.exec(page)?.[1];
    expect(className).toMatch(/fancy/);
    expect(css).toContain(`.${className}`);
    expect(css).toContain('rebeccapurple');
  });

  it('links the components’ own styles under the base URL once', async () => {
    const result = await buildSite(
      {
        'website/docs/index.mdx': "import Fancy from '@site/src/Fancy';\n\n# Home\n\n<Fancy />\n",
        'website/src/Fancy.jsx': 'import \'./Fancy.css\';\nexport default function Fancy() { return <span className="fancy">styled</span>; }\n',
        'website/src/Fancy.css': '.fancy { color: rebeccapurple; }\n',
      },
      'docs',
      '/handbook/',
    );
    expect(where(result)).toEqual([]);
    const sheet = /<link rel="stylesheet" href="([^"]*components-[\w]+\.css)"/.exec(result.files!.text('index.html')!)?.[1];
    expect(sheet).toMatch(/^\/handbook\/assets\/components-\w+\.css$/);
    expect(result.files!.text(sheet!.slice('/handbook/'.length))).toContain('rebeccapurple');
  });
});

describe("Astro's and Starlight's MDX conventions", () => {
  /** A site of `files` (relative to its folder; docs in `docs/`) whose config has `markdown` settings of `markdown`. */
  const buildAstroSite = (files: Record<string, string | Buffer>, markdown = '{}') => buildSite(files, 'docs', '/', { siteFolder: '.', markdown });
  const where = (r: BuildResult) => r.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.file}:${d.line ?? '-'} ${d.message}`);

  it('gives the page its front matter as `frontmatter` and `frontMatter`, its own keys included', async () => {
    const result = await buildAstroSite({
      'docs/index.mdx': '---\ntitle: Autostart\nplugin: autostart\n---\n\nThe {frontmatter.plugin} plugin, on the page {frontMatter.title}.\n',
    });
    expect(where(result)).toEqual([]);
    // React marks where one text node ends and the next begins.
    expect(article(result.files!.text('index.html')!).replaceAll('<!-- -->', '')).toContain('The autostart plugin, on the page Autostart.');
  });

  it('gives a page `props`, the props MDX renders it with: none, as in Docusaurus', async () => {
    // ory/docs: `passwordless=${props.passwordless || false}` in a code block of a page.
    const result = await buildAstroSite({ 'docs/index.mdx': '# Keys\n\nPasswordless: {`${props.passwordless || false}`}.\n' });
    expect(where(result)).toEqual([]);
    expect(article(result.files!.text('index.html')!).replaceAll('<!-- -->', '')).toContain('Passwordless: false.');
  });

  it("imports an MDX file's component as `Content`, as Astro names it", async () => {
    const result = await buildAstroSite({
      'docs/index.mdx': "import { Content as Listen } from './_sections/listen.mdx';\n\n# Events\n\n<Listen />\n",
      'docs/_sections/listen.mdx': 'Listen to **events**.\n',
    });
    expect(where(result)).toEqual([]);
    expect(article(result.files!.text('index.html')!)).toContain('Listen to <strong>events</strong>.');
  });

  it("draws astro:assets' Image and Picture as a lazily loaded <img> of the imported image, sized as Astro sizes it", async () => {
    // A 60 × 30 PNG: Astro takes a missing side from the image's proportions, and both from its metadata.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAADwAAAAeCAIAAAD/+uoYAAAAHElEQVR42u3BMQEAAADCoPVP7WkJoAAAAAAAuAEVNgABXNRwywAAAABJRU5ErkJggg==', 'base64');
    const result = await buildAstroSite({
      'docs/index.mdx': [
        "import { Image, Picture as Pic } from 'astro:assets';",
        "import shot from './shot.png';",
        '',
        '# Shots',
        '',
        '<Image src={shot} alt="Wide" width={320} quality={80} densities={[1.5, 2]} />',
        '',
        "<Pic src={shot} alt=\"Picture\" formats={['avif', 'webp']} widths={[240, 540]} />",
        '',
        '<Image src={shot} alt="Set" width="10" height="10" />',
        '',
      ].join('\n'),
      'docs/shot.png': png,
    });
    expect(where(result)).toEqual([]);
    const images = [...article(result.files!.text('index.html')!).matchAll(/<img [^>]*>/g)].map((m) => m[0].replace(/src="[^"]+"/, 'src'));
    expect(images).toEqual([
      '<img width="320" height="160" alt="Wide" src loading="lazy" decoding="async"/>',
      '<img width="60" height="30" alt="Picture" src loading="lazy" decoding="async"/>',
      '<img width="10" height="10" alt="Set" src loading="lazy" decoding="async"/>',
    ]);
  });

  it("shows an Astro component a package exports as its content, with the component's warning, as a site's own", async () => {
    // sst's blog imports `@astro-community/astro-embed-youtube`, whose index re-exports `YouTube.astro`.
    const result = await buildAstroSite({
      'node_modules/astro-embed/package.json': '{ "name": "astro-embed", "type": "module", "main": "index.js" }',
      'node_modules/astro-embed/index.js': "export { default as YouTube } from './YouTube.astro';\n",
      'node_modules/astro-embed/YouTube.astro': '---\nconst { id } = Astro.props;\n---\n<iframe src={`https://www.youtube.com/embed/${id}`}></iframe>\n',
      'docs/index.mdx': 'import { YouTube } from \'astro-embed\';\n\n# Home\n\n<YouTube id="abc">Watch the talk.</YouTube>\n',
    });
    expect(where(result)).toEqual([]);
    expect(result.diagnostics.map((d) => `${d.code} ${d.file}:${d.line} ${d.message}`)).toEqual([
      'mdx docs/index.mdx:1 `astro-embed` is a component of another framework, which docsgen cannot run: where the page uses it, its content (children) is shown instead.',
    ]);
    expect(article(result.files!.text('index.html'))).toContain('Watch the talk.');
  });

  it("shows a Starlight <Tabs> whose children include an Astro component as its content, with the component's warning", async () => {
    const result = await buildAstroSite({
      'docs/index.mdx': [
        "import { Tabs, TabItem } from '@astrojs/starlight/components';",
        "import CommandTabs from './CommandTabs.astro';",
        '',
        '# Install',
        '',
        '<Tabs>',
        '  <CommandTabs npm="npm run tauri signer generate" />',
        '  <TabItem label="Cargo">cargo tauri signer generate</TabItem>',
        '</Tabs>',
        '',
      ].join('\n'),
    });
    expect(where(result)).toEqual([]);
    // The import, and the use without content, which shows nothing.
    expect(result.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}`)).toEqual(['mdx docs/index.mdx:2', 'mdx docs/index.mdx:7']);
    expect(article(result.files!.text('index.html')!)).toContain('cargo tauri signer generate');
  });

  it("resolves imports through the site's path aliases, in pages and in the components they import, before docsgen's own", async () => {
    const result = await buildAstroSite(
      {
        'docs/index.mdx': "import Cta from '@fragments/cta.mdx';\nimport Hello from '@components/Hello';\n\n# Home\n\n<Cta />\n\n<Hello />\n",
        'src/fragments/cta.mdx': 'Try it **now**.\n',
        'src/components/Hello.jsx': "import { shout } from '@lib/shout';\n\nexport default function Hello() { return <b>{shout('hello')}</b>; }\n",
        'src/lib/shout.js': "export const shout = (word) => word.toUpperCase() + '!';\n",
      },
      "{ pathAliases: { '@fragments/': 'src/fragments/', '@components/': 'src/components/', '@lib/': 'src/lib/' } }",
    );
    expect(where(result)).toEqual([]);
    const body = article(result.files!.text('index.html')!);
    expect(body).toContain('Try it <strong>now</strong>.');
    expect(body).toContain('<b>HELLO!</b>');
  });
});
