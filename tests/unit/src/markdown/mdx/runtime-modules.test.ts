/**
 * Docusaurus' runtime modules as MDX pages and the site's components use them: what they render and read at build
 * time, the globals every page has, partials imported as Docusaurus' authors write them (an escaped underscore,
 * no extension, a `.md` file on an MDX site), and modules docsgen lacks reported as the imports they are.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMarkdownExtensions } from '../../../../../src/markdown/extensions.js';
import { compileMarkdown, type CompileInput } from '../../../../../src/markdown/compile.js';
import type { MdxSiteInput } from '../../../../../src/markdown/compile-input.js';
import { mdxGlobals, siteModules } from '../../../../../src/pipeline/site-modules.js';
import { builtInTheme } from '../../../../../src/render/theme-module.js';
import type { MdxSiteConfig } from '../../../../../core/mdx.js';

const siteConfig: MdxSiteConfig = {
  title: 'Quill',
  tagline: '',
  url: 'https://quill.example',
  baseUrl: '/',
  locale: 'fr',
  defaultLocale: 'en',
  locales: ['en', 'fr'],
  version: '2.0',
  docs: {
    path: '/docs',
    breadcrumbs: true,
    versions: [
      { name: 'current', label: 'Next', isLast: false, path: '/docs/next', mainDocId: 'intro', docs: [], draftIds: [], banner: 'unreleased', badge: true },
      {
        name: '2.0',
        label: '2.0',
        isLast: true,
        path: '/docs',
        mainDocId: 'intro',
        docs: [{ id: 'page', path: '/docs/page', sidebar: 'docs' }],
        draftIds: [],
        banner: null,
        badge: true,
      },
    ],
  },
  translations: { 'home.cta': 'Commencer {what}' },
};

async function mdx(markdown: string, mdxInput: Partial<MdxSiteInput> = {}, extra: Partial<CompileInput> = {}) {
  const site = mdxInput.site ?? new Map();
  return await compileMarkdown({
    markdown,
    site: { baseUrl: '/', routeOfSourcePath: new Map(), mdx: 'trusted', markdownFormat: 'mdx' },
    file: 'docs/page.mdx',
    sourcePath: 'page.mdx',
    route: '/docs/page',
    lineOffset: 0,
    format: 'mdx',
    mdx: { site, readText: () => null, categoryCards: [], siteConfig, globals: mdxGlobals(builtInTheme, site), ...mdxInput },
    ...extra,
  });
}

const where = (out: Awaited<ReturnType<typeof mdx>>) => out.diagnostics.map((d) => `${d.file}:${d.line}:${d.column ?? '-'} ${d.message}`);

/** The site's server bundle as `site-components.ts` makes it: CommonJS whose `require` the loader answers. */
function bundle(modules: Record<string, string>) {
  const entries = Object.entries(modules).map(([key, body]) => `${JSON.stringify(key)}: (() => { const exports = {}; ${body}; return exports; })()`);
  return siteModules(
    { serverCode: `exports.modules = { ${entries.join(',\n')} };`, islands: {}, keys: Object.keys(modules), inputs: [], failed: [], stylesheet: null },
    builtInTheme,
  );
}

beforeAll(() => loadMarkdownExtensions());

describe("Docusaurus' runtime modules", () => {
  it('renders ThemedImage, IdealImage, Interpolate and Translate with the locale messages, and reads the docs version', async () => {
    const out = await mdx(
      [
        "import ThemedImage from '@theme/ThemedImage';",
        "import IdealImage from '@theme/IdealImage';",
        "import Translate, { translate } from '@docusaurus/Translate';",
        "import Interpolate from '@docusaurus/Interpolate';",
        "import { useActiveVersion, useVersions, useActiveDocContext } from '@docusaurus/plugin-content-docs/client';",
        "import { usePluginData } from '@docusaurus/useGlobalData';",
        "import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';",
        '',
        '<ThemedImage alt="Flow" sources={{ light: "/img/light.png", dark: "/img/dark.png" }} />',
        '',
        '<IdealImage alt="Big" img={{ src: { src: "/img/big-800.png", images: [{ path: "/img/big-400.png", width: 400 }, { path: "/img/big-800.png", width: 800 }] } }} />',
        '',
        '<Translate id="home.cta" values={{ what: <b>ici</b> }}>{"Get started {what}"}</Translate> / <Translate id="other">Untranslated</Translate>',
        '',
        '{translate({ id: "home.cta", message: "Get started {what}" }, { what: "maintenant" })}',
        '',
        '<Interpolate values={{ n: <i>3</i> }}>{"Pages: {n}"}</Interpolate>',
        '',
        'Version {useActiveVersion().label} of {useVersions().map((v) => v.name).join(", ")}; doc {useActiveDocContext().activeDoc.id}; docs at {usePluginData("docusaurus-plugin-content-docs").path}; blog data {JSON.stringify(usePluginData("docusaurus-plugin-content-blog"))}; DOM {String(ExecutionEnvironment.canUseDOM)}.',
      ].join('\n'),
    );
    expect(where(out)).toEqual([]);
    expect(out.bodyHtml).toContain('<img alt="Flow" src="/img/light.png" class="themed-image themed-image--light"/>');
    expect(out.bodyHtml).toContain('<img alt="Flow" src="/img/dark.png" class="themed-image themed-image--dark"/>');
    expect(out.bodyHtml).toMatch(
      /<img width="800" alt="Big" src="\/img\/big-800.png" srcSet="\/img\/big-400.png 400w, \/img\/big-800.png 800w" loading="lazy"\/>/,
    );
    expect(out.bodyHtml).toContain('Commencer <b>ici</b> / <!-- -->Untranslated');
    expect(out.bodyHtml).toContain('Commencer maintenant');
    expect(out.bodyHtml).toContain('Pages: <i>3</i>');
    expect(out.bodyHtml).toContain(
      'Version <!-- -->2.0<!-- --> of <!-- -->current, 2.0<!-- -->; doc <!-- -->page<!-- -->; docs at <!-- -->/docs<!-- -->; blog data <!-- -->{}<!-- -->; DOM <!-- -->false',
    );
  });

  it('finds the active docs instance and version from the page path, as Docusaurus does, on a site with several', async () => {
    const community = {
      path: '/community',
      breadcrumbs: true,
      versions: [
        {
          name: 'current',
          label: 'Next',
          isLast: true,
          path: '/community',
          mainDocId: 'intro',
          docs: [{ id: 'intro', path: '/community/intro' }],
          draftIds: [],
          banner: null,
          badge: false,
        },
      ],
    };
    const docsInstances = { default: siteConfig.docs!, community };
    const out = await mdx(
      [
        "import { useActivePlugin, useActiveVersion } from '@docusaurus/plugin-content-docs/client';",
        "import useGlobalData from '@docusaurus/useGlobalData';",
        '',
        'Plugin {useActivePlugin().pluginId}; default {String(useActiveVersion())}; community {useActiveVersion("community").label}; ids {Object.keys(useGlobalData()["docusaurus-plugin-content-docs"]).join(" ")}.',
      ].join('\n'),
      { siteConfig: { ...siteConfig, docs: community, docsInstance: 'community', docsInstances, version: 'current' } },
      { route: '/community/intro' },
    );
    expect(where(out)).toEqual([]);
    expect(out.bodyHtml).toContain(
      'Plugin <!-- -->community<!-- -->; default <!-- -->undefined<!-- -->; community <!-- -->Next<!-- -->; ids <!-- -->default community',
    );
  });

  it("highlights a CodeBlock with Docusaurus' props: title, line numbers and the metastring's highlighted lines", async () => {
    const out = await mdx(
      'import CodeBlock from \'@theme/CodeBlock\';\n\n<CodeBlock language="js" title="a.js" showLineNumbers metastring="{2}">{\'const a = 1;\\nconst b = 2;\'}</CodeBlock>\n',
    );
    expect(where(out)).toEqual([]);
    expect(out.bodyHtml).toContain('<div class="code-block-title">a.js</div>');
    expect(out.bodyHtml).toContain('data-line-numbers=""');
    expect(out.bodyHtml).toMatch(
      /<span class="code-line"><span class="token keyword">const<\/span> a [\s\S]*<span class="code-line code-line-highlighted"><span class="token keyword">const<\/span> b/,
    );
  });

  it("lets a site component call hooks from an expression, and use a theme module's exports", async () => {
    const site = await bundle({
      'src/version': `const client = require('@docusaurus/plugin-content-docs/client'); exports.label = () => client.useActiveVersion().label`,
      'src/env': `const env = require('@docusaurus/ExecutionEnvironment'); exports.os = env.default.canUseDOM ? 'browser' : 'server'`,
      // Docusaurus 2's colour-mode hook (Hermes' playground picks its editor's colours with it): light at build time.
      'src/mode': `const hook = require('@theme/hooks/useThemeContext'); exports.mode = () => (hook.default().isDarkTheme ? 'dark' : 'light')`,
    });
    const page =
      "import { label } from '@site/src/version';\nimport { os } from '@site/src/env';\nimport { mode } from '@site/src/mode';\n\nOn {label()}, rendered on the {os}, {mode()}.\n";
    const out = await mdx(page, { site });
    expect(where(out)).toEqual([]);
    expect(out.bodyHtml).toContain('On <!-- -->2.0<!-- -->, rendered on the <!-- -->server<!-- -->, <!-- -->light');
  });

  it('names the module and what it has when a component calls an export docsgen lacks', async () => {
    const site = await bundle({
      'src/Doc': `const client = require('@docusaurus/plugin-content-docs/client'); exports.default = () => client.useDocsSidebar().items.length`,
    });
    const out = await mdx("import Doc from '@site/src/Doc';\n\n<Doc />\n", { site });
    expect(where(out)).toEqual([
      expect.stringMatching(
        /^docs\/page\.mdx:3:1 The component `<Doc>` failed .*@docusaurus\/plugin-content-docs\/client has no export useDocsSidebar in docsgen; it exports .*useActiveVersion/,
      ),
    ]);
  });

  it('reports a Docusaurus module a page imports that docsgen does not provide, listing those it does', async () => {
    const out = await mdx("import Foo from '@docusaurus/Foo';\n\n<Foo />\n");
    expect(where(out)).toEqual(['docs/page.mdx:1:1 `@docusaurus/Foo` is not provided by docsgen.']);
    expect(out.diagnostics[0]!.hint).toMatch(/^Provided are .*`@docusaurus\/ExecutionEnvironment`.*`@theme\/ThemedImage`/);
  });
});

describe('components every MDX page has without an import', () => {
  it("has the theme's Details, and the components the site's MDXComponents registers, but not its element overrides", async () => {
    const site = await bundle({
      'src/theme/MDXComponents': `const { jsx } = require('react/jsx-runtime'); const original = require('@theme-original/MDXComponents').default;
        exports.default = { ...original, Highlight: (p) => jsx('mark', { style: { color: p.color }, children: p.children }), p: (p) => jsx('blink', p) }`,
    });
    const out = await mdx('Some <Highlight color="red">marked</Highlight> text.\n\n<Details summary="More">Hidden</Details>\n', { site });
    expect(where(out)).toEqual([]);
    expect(out.bodyHtml).toContain('<p>Some <mark style="color:red">marked</mark> text.</p>');
    expect(out.bodyHtml).toContain('<summary>More</summary>');
    expect(out.bodyHtml).not.toContain('blink');
  });

  it('shows a global that needs a module docsgen lacks as that module, where a page uses it', async () => {
    const site = await bundle({
      'src/theme/MDXComponents': `const original = require('@theme-original/MDXComponents').default; const Mermaid = require('docsgen-missing:@theme/Mermaid');
        exports.default = { ...original, Mermaid: Mermaid.default }`,
    });
    const out = await mdx('Text.\n\n<Mermaid value="graph TD; A-->B" />\n', { site });
    expect(where(out)).toEqual([
      expect.stringMatching(/^docs\/page\.mdx:3:1 .*`<Mermaid>` failed .*@theme\/Mermaid is not provided by docsgen \(src\/theme\/MDXComponents imports it\)/),
    ]);
  });
});

describe('partials as Docusaurus authors import them', () => {
  const files: Record<string, string> = {
    'docs/_steps.md': "import Tabs from '@theme/Tabs';\n\n**Step** one, {props.who}.\n",
    'docs/_note.mdx': 'A note.\n',
  };
  const readText = (sitePath: string) => files[sitePath] ?? null;

  it('resolves an escaped underscore and a missing extension, and reads a .md partial as MDX on an MDX site', async () => {
    const out = await mdx("import Steps from './\\_steps';\nimport Note from './_note';\n\n<Steps who=\"you\" />\n\n<Note />\n", { readText });
    expect(where(out)).toEqual([]);
    expect(out.bodyHtml).toContain('<strong>Step</strong> one, <!-- -->you');
    expect(out.bodyHtml).toContain('A note.');
    expect(out.bodyHtml).not.toContain('import Tabs');
  });

  it('prints the path of a partial that is not there as JavaScript reads it', async () => {
    const out = await mdx("import Gone from './\\_gone';\n\n<Gone />\n", { readText });
    expect(where(out)).toEqual(['docs/page.mdx:1:1 Cannot import `./_gone`: there is no such module.']);
  });

  it('renders a Markdown file a component imports, as a partial of the page', async () => {
    const site = await bundle({
      'src/Wrap': `const { jsx } = require('react/jsx-runtime'); const Steps = require('docsgen-partial:docs/_steps.md').default; exports.default = () => jsx('section', { children: jsx(Steps, { who: 'all' }) })`,
    });
    const out = await mdx("import Wrap from '@site/src/Wrap';\n\n<Wrap />\n", { site, readText });
    expect(where(out)).toEqual([]);
    expect(out.bodyHtml).toMatch(/<section><div class="mdx-partial"[^>]*>\s*<p><strong>Step<\/strong> one, <!-- -->all/);
  });
});

describe('<Head> in MDX pages', () => {
  it("collects the title, meta tags and links of @docusaurus/Head and <head> for the page's head, rendering nothing in place", async () => {
    const out = await mdx(
      [
        "import Head from '@docusaurus/Head';",
        '',
        '<Head>',
        '  <title>Custom title</title>',
        '  <meta name="description" content="Told by Head" />',
        '  <link rel="canonical" href="https://quill.example/docs/page" />',
        '</Head>',
        '',
        'Body.',
        '',
        '<head>',
        '  <meta property="og:type" content="article" />',
        '</head>',
      ].join('\n'),
    );
    expect(where(out)).toEqual([]);
    expect(out.head).toEqual({
      title: 'Custom title',
      tags: [
        { tag: 'meta', attributes: { name: 'description', content: 'Told by Head' } },
        { tag: 'link', attributes: { rel: 'canonical', href: 'https://quill.example/docs/page' } },
        { tag: 'meta', attributes: { property: 'og:type', content: 'article' } },
      ],
    });
    expect(out.bodyHtml.replace(/<!-- -->/g, '').trim()).toBe('<p>Body.</p>');
  });

  it('refuses what would load styles, run code or act on the whole page, at the Head', async () => {
    const out = await mdx('Text.\n\n<Head>\n  <link rel="stylesheet" href="/x.css" />\n  <meta httpEquiv="refresh" content="0" />\n</Head>\n');
    expect(where(out)).toEqual([expect.stringMatching(/^docs\/page\.mdx:3:1 `<Head>` cannot put `<link rel="stylesheet">` in the page's head/)]);
    // Written as MDX's `<head>` (Ionic's pages), the refusal is placed there too.
    const lower = await mdx('Text.\n\n<head>\n  <style>{`.a { color: red; }`}</style>\n</head>\n');
    expect(where(lower)).toEqual([expect.stringMatching(/^docs\/page\.mdx:3:1 `<Head>` cannot put `<style>` in the page's head/)]);
    const script = await mdx('<Head>\n  <script>{"alert(1)"}</script>\n</Head>\n');
    expect(where(script)).toEqual([expect.stringMatching(/^docs\/page\.mdx:2:3 `<script>` is not allowed/)]);
    expect(script.head).toBeUndefined();
  });

  it('takes structured data (`<script type="application/ld+json">`) as JSON for the head, only inside Head and only JSON', async () => {
    const data = '{JSON.stringify({ "@type": "FAQPage", "name": "</script><script>alert(1)</script>" })}';
    const out = await mdx(`import Head from '@docusaurus/Head';\n\n<Head>\n<script type="application/ld+json">${data}</script>\n</Head>\n\nBody.\n`);
    expect(where(out)).toEqual([]);
    expect(out.head?.tags).toEqual([
      { tag: 'script', attributes: { type: 'application/ld+json' }, json: { '@type': 'FAQPage', name: '</script><script>alert(1)</script>' } },
    ]);
    // Outside a Head it is a script in the body, refused as any other.
    const inBody = await mdx(`<script type="application/ld+json">${data}</script>\n`);
    expect(where(inBody)).toEqual([expect.stringMatching(/^docs\/page\.mdx:1:1 `<script>` is not allowed/)]);
    const notJson = await mdx('<Head>\n<script type="application/ld+json">{"alert(1)"}</script>\n</Head>\n');
    expect(where(notJson)).toEqual([expect.stringMatching(/^docs\/page\.mdx:1:1 This `<script type="application\/ld\+json">` in `<Head>` does not hold JSON/)]);
  });
});
