/**
 * `docsgen init` in a VitePress or a Starlight project writes a site.config.ts that builds the project's own pages
 * (VitePress' with its Markdown read, `markdown.syntax: 'vitepress'`), and the build draws that tool's syntax:
 * code groups and `<<<` snippets read from the site's folder, Starlight's components in MDX.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withConfigFacts } from '../../src/cli/project-config-facts.js';
import { initProject, invalidPagesReport } from '../../src/cli/init.js';
import { detectProject } from '../../src/cli/init-project.js';
import { build, type BuildResult } from '../../src/session/build.js';
import { articleOf as article } from '../support/page-parts.js';

const made: string[] = [];
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function project(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docsgen-project-'));
  made.push(root);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

/** A Starlight project's package.json and Astro config, titled Comet: what the Starlight tests' projects share. */
const COMET_STARLIGHT: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'docs', dependencies: { '@astrojs/starlight': '^0.30.0', astro: '^5.0.0' } }),
  'astro.config.mjs': "import starlight from '@astrojs/starlight';\nexport default defineConfig({ integrations: [starlight({ title: 'Comet' })] });\n",
};

const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
/**
 * The docs sidebar of a page in order: `label href` for a link, `[label]` for a category (`[label href]` when it is a
 * page too), with `-` when it starts folded.
 */
function sidebarEntries(html: string | undefined): string[] {
  const nav = /<nav class="sidebar"[^>]*>([\s\S]*?)<\/nav>/.exec(html ?? '')?.[1] ?? '';
  const tokens =
    /<li class="sidebar-category( is-collapsed)?[^"]*"><div class="sidebar-category-row">(?:<a class="sidebar-link[^"]*" href="([^"]*)"[^>]*>([^<]*)<|[\s\S]*?sidebar-category-label">([^<]*)<)|<a class="sidebar-link[^"]*" href="([^"]*)"[^>]*>([^<]*)</g;
  return [...nav.matchAll(tokens)].map((m) => {
    if (m[5] !== undefined) return `${m[6]} ${m[5]}`;
    const label = m[3] !== undefined ? `${m[3]} ${m[2]}` : m[4];
    return `[${label}]${m[1] ? '-' : ''}`;
  });
}

/** The navbar's links in order, as `label href` (`label href icon` for one drawn as an icon). */
function navbarLinks(html: string | undefined): string[] {
  const bar = /<nav class="navbar"[^>]*>([\s\S]*?)<\/nav>/.exec(html ?? '')?.[1] ?? '';
  return [...bar.matchAll(/<a class="navbar-link( navbar-icon-link)?[^"]*" href="([^"]*)"(?:[^>]*aria-label="([^"]*)")?[^>]*>([^<]*)</g)].map((m) =>
    m[1] ? `${m[3]} ${m[2]} icon` : `${m[4]} ${m[2]}`,
  );
}

const problems = (result: BuildResult) => result.diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}:${d.line ?? '-'} ${d.message}`);

describe('docsgen init in a VitePress project', () => {
  const files = {
    'package.json': JSON.stringify({ name: 'docs', private: true, scripts: { dev: 'vitepress dev' } }),
    '.vitepress/config.ts':
      "import { defineConfig } from 'vitepress'\n\nexport default defineConfig({\n  title: 'Quill',\n  rewrites: { 'en/:rest*': ':rest*' },\n})\n",
    'snippets/setup.ts': '// #region setup\nconst quill = createQuill();\n// #endregion setup\nquill.start();\n',
    'public/logo.txt': 'logo',
    'en/index.md': '# Quill\n\nSee the [guide](./guide/start). Calls `store.$subscribe` and store.$onAction, $5 and $10.\n',
    'en/guide/start.md': [
      '# Start',
      '',
      '::: code-group',
      '',
      '<<< @/snippets/setup.ts#setup [setup.ts]',
      '',
      '```sh [shell]',
      'npm i quill',
      '```',
      '',
      ':::',
      '',
      '## Options <Badge type="tip" text="new" />',
      '',
      '::: details',
      'More.',
      ':::',
      '',
    ].join('\n'),
    'en/node_modules/some-package/README.md': '# Not a page\n',
  };

  it("writes a config for the project's pages and public folder, and the build draws VitePress' Markdown", async () => {
    const root = project(files);
    const found = detectProject(root);
    expect(found).toMatchObject({ kind: 'vitepress', title: 'Quill', docsPath: 'en', staticDir: 'public' });
    expect(initProject(root, found!).created).toEqual(['site.config.ts']);
    // VitePress reads no math unless its config turns it on: `$` stays text (Pinia: `[store.$subscribe]` and `[store.$onAction]`).
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toContain("markdown: { syntax: 'vitepress', math: false },");
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    const start = article(result.files!.text('guide/start.html'));
    expect(start).toMatch(/<div class="tabs" data-island="tabs">.*>setup\.ts<\/button>.*>shell<\/button>/s);
    expect(start.replace(/<[^>]+>/g, '')).toContain('const quill = createQuill();');
    expect(start).not.toMatch(/quill\.start|&lt;&lt;&lt;|:::/);
    expect(start).toContain('<span class="badge badge-tip">new</span>');
    expect(start).toContain('<summary>Details</summary>');
    expect(article(result.files!.text('index.html'))).toContain('store.$onAction, $5 and $10.');
    expect(result.files!.text('logo.txt')).toBe('logo');
    expect(result.files!.text('node_modules/some-package/README.html')).toBeUndefined();
    expect(result.files!.text('guide/start.html')).toBeDefined();
  });

  it("reads `srcDir` only where VitePress does, at the top of the config: a plugin's option of that name is not it", () => {
    // vueuse: `pwa: { srcDir: '.vitepress/' }` (the PWA plugin's folder), no `srcDir` of VitePress' own.
    const root = project({
      '.vitepress/config.ts':
        "import { defineConfig } from 'vitepress'\n// srcDir: 'commented'\nexport default defineConfig({\n  title: 'Use',\n  pwa: { srcDir: '.vitepress/', outDir: 'dist' },\n  themeConfig: { logo: '/logo.svg' },\n})\n",
      'index.md': '# Use\n',
      'public/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    expect(detectProject(root)).toMatchObject({ kind: 'vitepress', title: 'Use', docsPath: '.', staticDir: 'public' });
    const nested = project({
      '.vitepress/config.ts': "export default {\n  locales: { root: { title: 'Root title' } },\n  srcDir: 'docs',\n  title: 'Nested',\n}\n",
      'docs/index.md': '# Nested\n',
    });
    expect(detectProject(nested)).toMatchObject({ kind: 'vitepress', title: 'Nested', docsPath: 'docs' });
  });

  it("reads `@/` in includes and `<<<` snippets from VitePress' `srcDir`, as VitePress does", async () => {
    // reka-ui: `srcDir: 'content'`, `<!--@include: @/meta/AccordionRoot.md-->` on 47 pages.
    const root = project({
      '.vitepress/config.ts': "export default { title: 'Parts', srcDir: 'content' }\n",
      'content/meta/Root.md': '| Prop | Default |\n| --- | --- |\n| `open` | `false` |\n',
      'content/snippets/use.ts': 'export const used = 1;\n',
      'content/index.md': '# Parts\n\n<!--@include: @/meta/Root.md-->\n\n<<< @/snippets/use.ts\n\n<<< @/snippets/none.ts\n',
    });
    // Out of the project's folder and back in by its name, as lucide's pages include its images: the project's file.
    writeFileSync(path.join(root, 'content/again.md'), `# Again\n\nUsed:\n\n<<< ../../${path.basename(root)}/content/snippets/use.ts\n`);
    initProject(root, detectProject(root)!);
    const result = await build({ root, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([
      "error code-snippet content/index.md:7 The code snippet `@/snippets/none.ts` names a file that is not there (looked for `content/snippets/none.ts` in the site's folder).",
    ]);
    const page = article(result.files!.text('index.html'));
    expect(page).toContain('<code>open</code>');
    expect(page.replace(/<[^>]+>/g, '')).toContain('export const used = 1;');
    expect(article(result.files!.text('again.html')).replace(/<[^>]+>/g, '')).toContain('export const used = 1;');
  });

  it('names the packages a config uses that are not installed when running it fails on them', async () => {
    // slidev's sidebar-gen.ts: `await fg([...]).then(…)` with fast-glob not installed gave only a TypeError.
    const root = project({
      '.vitepress/config.ts':
        "import fg from 'not-installed-glob'\nconst pages = fg(['*.md']).then((f) => f)\nexport default { title: 'Globbed', themeConfig: { sidebar: { '/': [] } } }\n",
      'index.md': '# Home\n\nText.\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.sidebars?.failure).toMatch(
      /^running \.vitepress\/config\.ts failed \(config\.ts:2: .*then is not a function; it uses `not-installed-glob`, not installed here: install the project's dependencies and run init again\)$/,
    );
  });

  it('says apart an installed package that did not load, which installing again does not help (splashkit.io: Starlight plugins)', async () => {
    const root = project({
      // A plugin that reads a module only Astro's build provides does not load under Node.
      'node_modules/astro-only-plugin/package.json': JSON.stringify({
        name: 'astro-only-plugin',
        version: '1.0.0',
        type: 'module',
        exports: { '.': './index.js' },
      }),
      'node_modules/astro-only-plugin/index.js': "import config from 'virtual:starlight/user-config'\nexport default () => config\n",
      'astro.config.mjs':
        "import starlight from '@astrojs/starlight'\nimport astroOnly from 'astro-only-plugin'\nimport gone from 'not-installed-plugin'\nif (!process.env.DOCS_KEY_FOR_TEST) process.exit(1)\nexport default { integrations: [starlight({ title: 'Keyed', plugins: [astroOnly(), gone()], sidebar: [] })] }\n",
      'src/content/docs/index.md': '# Home\n\nText.\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.sidebars?.failure).toBe(
      "running astro.config.mjs failed (astro.config.mjs:4: the config called process.exit(1); it uses `not-installed-plugin`, not installed here: install the project's dependencies and run init again; `astro-only-plugin` is installed but did not load outside the project's own build tool, so the config ran with a stand-in)",
    );
  });

  it("names the group whose items a plugin not installed makes, and an entry of another shape by its label (starlight-openapi's docs)", async () => {
    const root = project({
      'astro.config.mjs':
        "import starlight from '@astrojs/starlight'\nimport { apiGroups } from 'openapi-like-plugin'\nexport default { integrations: [starlight({ title: 'T', sidebar: [{ label: 'Start', items: ['guide'] }, { label: 'Tests', items: apiGroups }, { label: 'Odd', weird: 1 }] })] }\n",
      'src/content/docs/index.md': '# Home\n\nText.\n',
      'src/content/docs/guide.md': '# Guide\n\nText.\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.sidebars?.leftOut).toEqual([
      "the items of the group 'Tests' made by openapi-like-plugin, which is not installed here (install the project's packages, then run init again)",
      "an entry of another shape ('Odd')",
    ]);
  });

  it('reads a config that awaits at its top level, as VitePress loads it (slidev builds its sidebar so)', async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', private: true, type: 'module' }),
      '.vitepress/config.ts': [
        "import { defineConfig } from 'vitepress'",
        '',
        "const more = await Promise.resolve({ '/a/': [{ text: 'A page', link: '/a/' }] })",
        '',
        'export default defineConfig({',
        "  title: 'Awaited',",
        "  themeConfig: { sidebar: { '/': [{ text: 'Home', link: '/' }], ...more } },",
        '})',
        '',
      ].join('\n'),
      'index.md': '# Home\n\nText.\n',
      'a/index.md': '# A\n\nText.\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found).toMatchObject({ kind: 'vitepress', title: 'Awaited' });
    expect(found.sidebars).toMatchObject({ failure: null, displayedSidebars: { '/a/**': 'a', '/**': 'docs' } });
  });

  it("declares the front matter keys the pages share as the project's own, and leaves a key on one page warned of", async () => {
    // vueuse: `category` on every function page, `related` on many.
    const root = project({
      '.vitepress/config.ts': "export default { title: 'Use' }\n",
      'index.md': '---\ncategory: Home\n---\n\n# Use\n\nText.\n',
      'use-a.md': '---\ncategory: State\nrelated: use-b\n---\n\n# useA\n\nText.\n',
      'use-b.md': '---\ncategory: State\nrelated: use-a\ncatgory: typo\n---\n\n# useB\n\nText.\n',
    });
    const found = detectProject(root)!;
    expect(found.frontMatterKeys).toEqual(['category', 'related']);
    initProject(root, found);
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toContain("frontMatterKeys: ['category', 'related']");
    const result = await build({ root, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual(['warning front-matter-unknown-key use-b.md:4 Unknown front matter key `catgory`: docsgen ignores it.']);
  });

  it("takes the title from the config as it runs, a function of Vite's env included, not from a team list it imports", async () => {
    // vitest: `export default ({ mode }) => defineConfig({ title: vitestName, … })`, with `contributors.ts` listing
    // team members, each with a `title: 'Open source developer'`.
    const root = project({
      '.vitepress/contributors.ts': "export const team = [\n  { name: 'A', title: 'Open source developer' },\n]\n",
      '.vitepress/config.ts': [
        "import { team } from './contributors'",
        "const vitestName = 'Vitest'",
        'export default ({ mode }) => ({',
        '  title: vitestName,',
        "  themeConfig: { sidebar: [{ text: 'Guide', link: '/guide' }], team: mode === 'production' ? team : [] },",
        '})',
        '',
      ].join('\n'),
      'index.md': '# Home\n\nText.\n',
      'guide.md': '# Guide\n\nText.\n',
    });
    const detected = detectProject(root)!;
    expect(detected.title).toBeNull();
    const found = await withConfigFacts(root, detected);
    expect(found.title).toBe('Vitest');
    expect(found.sidebars?.failure).toBeNull();
  });

  it("runs the config in the project's folder, as VitePress does: a file it reads from `process.cwd()` is found (lucide's OG template)", async () => {
    const root = project({
      '.vitepress/config.ts': [
        "import { readFileSync } from 'node:fs'",
        "import { join } from 'node:path'",
        "const title = readFileSync(join(process.cwd(), '.vitepress/title.txt'), 'utf8').trim()",
        "export default { title, themeConfig: { sidebar: [{ text: 'Guide', link: '/guide' }] } }",
        '',
      ].join('\n'),
      '.vitepress/title.txt': 'Lantern\n',
      'index.md': '# Home\n\nText.\n',
      'guide.md': '# Guide\n\nText.\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.title).toBe('Lantern');
    expect(found.sidebars?.failure).toBeNull();
  });

  it("draws the containers the config adds with markdown-it-container as admonitions of their own kind (coolify's `::: success`)", async () => {
    const root = project({
      '.vitepress/config.mjs': [
        "import container from 'markdown-it-container'",
        "export default { title: 'Coolify', markdown: { config(md) { md.use(container, 'success', { render() {} }); md.use(container, 'tip', {}) } } }",
        '',
      ].join('\n'),
      'index.md': '# Coolify\n\n::: success Deployed\nIt worked.\n:::\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.markdownExtensions?.containers).toEqual(['success']);
    initProject(root, found);
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toContain("admonitions: { keywords: ['success'] }");
    const result = await build({ root, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    expect(article(result.files!.text('index.html'))).toMatch(/class="admonition admonition-[a-z]+"[\s\S]*Deployed[\s\S]*It worked\./);
  });

  it("names the markdown-it plugins `preConfig` adds, as those of `config` (reka-ui's component previews)", async () => {
    const root = project({
      '.vitepress/config.mjs': [
        "import { componentPreview } from './plugins/preview.mjs'",
        "export default { title: 'Reka', markdown: { preConfig(md) { md.use(componentPreview) } } }",
        '',
      ].join('\n'),
      '.vitepress/plugins/preview.mjs': 'export function componentPreview() {}\n',
      'index.md': '# Reka\n\nText.\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.markdownExtensions?.leftOut).toEqual(['markdown.preConfig (the markdown-it plugins it adds)']);
  });

  it('names the Markdown extensions it does not run, and the build reports the syntax they would have handled', async () => {
    // vitest: `codeTransformers: [transformerTwoslash()]` and `config(md) { md.use(groupIconMdPlugin) }`; its
    // ```` ```ts twoslash ```` blocks showed `// ^?` as code, without a word.
    const root = project({
      'node_modules/@shikijs/vitepress-twoslash/package.json': '{ "name": "@shikijs/vitepress-twoslash", "main": "index.js" }',
      'node_modules/@shikijs/vitepress-twoslash/index.js': 'exports.transformerTwoslash = () => ({ name: "twoslash" });\n',
      '.vitepress/config.ts': [
        "import { transformerTwoslash } from '@shikijs/vitepress-twoslash'",
        "import footnote from 'markdown-it-footnote'",
        // Named like no markdown-it plugin, but handed to `md.use` (shiki's docs).
        "import { groupIconMdPlugin as icons, groupIconVitePlugin } from 'vitepress-plugin-group-icons'",
        'export default {',
        "  title: 'Test',",
        '  markdown: { codeTransformers: [transformerTwoslash()], config(md) { md.use(footnote); md.use(icons) } },',
        '  vite: { plugins: [groupIconVitePlugin()] },',
        '}',
        '',
      ].join('\n'),
      'index.md': '# Test\n\nText.\n\n```ts twoslash\nconst a = 1\n//    ^?\n```\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.markdownExtensions).toEqual({
      packages: ['@shikijs/vitepress-twoslash', 'vitepress-plugin-group-icons'],
      leftOut: [
        'markdown.codeTransformers (1: Shiki transformers)',
        // Footnotes are docsgen's own Markdown: not missing.
        'markdown.config (the markdown-it plugins it adds: vitepress-plugin-group-icons)',
      ],
    });
    initProject(root, found);
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toContain(
      "missingPlugins: ['@shikijs/vitepress-twoslash', 'vitepress-plugin-group-icons']",
    );
    const result = await build({ root, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([expect.stringMatching(/^warning markdown-syntax-unhandled index\.md:5 .*twoslash.*@shikijs\/vitepress-twoslash/)]);
  });

  it('does not call a markdown-it plugin for syntax docsgen reads itself missing: footnotes (stackblitz/docs)', async () => {
    const root = project({
      '.vitepress/config.ts': [
        "import mdFootnote from 'markdown-it-footnote'",
        "export default { title: 'Test', markdown: { config: (md) => { md.use(mdFootnote) } } }",
        '',
      ].join('\n'),
      'index.md': '# Test\n\nText[^1].\n\n[^1]: The note.\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.markdownExtensions).toBeUndefined();
    initProject(root, found);
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).not.toContain('missingPlugins');
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    expect(article(result.files!.text('index.html'))).toMatch(/class="footnotes"[\s\S]*The note\./);
  });

  it('leaves out dynamic routes, whose pages their .paths loaders make, and the build passes', async () => {
    // vuejs/docs: `partners/[partnerId].md` beside `[partnerId].paths.ts` stopped the build (route-invalid).
    const root = project({
      '.vitepress/config.ts': "export default { title: 'Vue' }\n",
      'index.md': '# Vue\n\nText.\n',
      'partners/index.md': '# Partners\n\nText.\n',
      'partners/[partnerId].md': '# {{ $params.name }}\n',
      'partners/[partnerId].paths.ts': "export default { paths: () => [{ params: { partnerId: 'a', name: 'A' } }] }\n",
    });
    const found = detectProject(root)!;
    expect(found.dynamicRoutes).toEqual(['partners/\\[partnerId\\].md']);
    initProject(root, found);
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toContain("'partners/\\\\[partnerId\\\\].md'");
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    expect(result.pages).toBe(2);
  });

  it("takes index.md alone as a folder's page, as VitePress does: a README.md beside it is a page of its own", async () => {
    // honojs/website: the repository's README.md sits beside index.md in the source folder (two docs at `/` before).
    const root = project({
      '.vitepress/config.ts': "export default { title: 'Hono' };\n",
      'index.md': '# Hono\n\nFast.\n',
      'README.md': '# hono.dev\n\nThe website.\n',
      'guide/README.md': '# Guide readme\n\nAbout the guide.\n',
      'guide/index.md': '# Guide\n\nStart here.\n',
    });
    initProject(root, detectProject(root)!);
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toContain("folderPages: 'index'");
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    expect(article(result.files!.text('index.html'))).toContain('Fast.');
    expect(article(result.files!.text('README.html'))).toContain('The website.');
    expect(article(result.files!.text('guide.html'))).toContain('Start here.');
    expect(article(result.files!.text('guide/README.html'))).toContain('About the guide.');
  });

  it("keeps a folder's or file's leading digits in its route, as VitePress does: `6.x/cli.md` is /6.x/cli, not /x/cli", async () => {
    // openapi-typescript's docs: the 6.x pages were built at /x/…, and init took the sidebar's /6.x/ links for paths served elsewhere.
    const root = project({
      '.vitepress/config.ts':
        "export default { title: 'Spec', themeConfig: { sidebar: { '/6.x/': [{ text: 'CLI', link: '/6.x/cli' }], '/': [{ text: 'Intro', link: '/01-intro' }] } } };\n",
      'index.md': '# Spec\n\nSee [the old CLI](./6.x/cli.md).\n',
      '01-intro.md': '# Intro\n\nText.\n',
      '6.x/cli.md': '# CLI, 6.x\n\nOld.\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.linkedElsewhere).toBeUndefined();
    initProject(root, found);
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toContain('numberPrefixParser: false');
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    expect(article(result.files!.text('6.x/cli.html'))).toContain('Old.');
    expect(article(result.files!.text('01-intro.html'))).toContain('Text.');
    expect(result.files!.text('index.html')).toContain('href="/6.x/cli"');
  });

  it('finds a config kept as a folder of modules (.vitepress/config/index.ts), and reads the settings they share', () => {
    // Pinia's docs: `index.ts` spreads `sharedConfig` from `./shared`, where its title and lastUpdated are.
    const root = project({
      '.vitepress/config/index.ts':
        "import { defineConfig } from 'vitepress'\nimport { sharedConfig } from './shared'\nexport default defineConfig({ ...sharedConfig })\n",
      '.vitepress/config/shared.ts': "export const sharedConfig = { title: 'Pinia', lastUpdated: true, markdown: { math: true } }\n",
      'index.md': '# Pinia\n',
    });
    expect(detectProject(root)).toMatchObject({
      kind: 'vitepress',
      configFile: '.vitepress/config/index.ts',
      title: 'Pinia',
      showLastUpdateTime: true,
      math: true,
    });
    initProject(root, detectProject(root)!);
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toContain("markdown: { syntax: 'vitepress' },");
  });

  it('keeps the llms.txt the project publishes from its public folder, writing none over it', async () => {
    // rollup's docs publish their own public/llms.txt.
    const root = project({
      '.vitepress/config.ts': "export default { title: 'Rollup' }\n",
      'index.md': '# Rollup\n\nA bundler.\n',
      'public/llms.txt': '# Rollup\n\nOur own.\n',
    });
    initProject(root, detectProject(root)!);
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toContain('  llms: false,\n');
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    expect(result.files!.text('llms.txt')).toContain('Our own.');
  });

  it('carries its locales, whose folders sit beside the default one that rewrites moves to the root', async () => {
    const config = [
      "import { defineConfig } from 'vitepress'",
      '',
      'export default defineConfig({',
      "  title: 'Quill',",
      "  rewrites: { 'en/:rest*': ':rest*' },",
      '  locales: {',
      "    root: { label: 'English', lang: 'en-US', dir: 'ltr' },",
      "    fr: { label: 'Français', lang: 'fr', themeConfig: { nav: [] } },",
      "    fa: { label: 'فارسی', lang: 'fa-IR', dir: 'rtl', markdown: faMarkdown },",
      '  },',
      '})',
      '',
    ].join('\n');
    const root = project({
      ...files,
      '.vitepress/config.ts': config,
      'fr/index.md': '# Quill en français\n\nmotsfrancais\n',
      // A file path from the site's folder into the locale's own (Pinia's `/zh/core-concepts/index.md#option-stores`).
      'fa/guide/start.md': '# شروع\n\nfarsiwords, [again](/fa/guide/start.md).\n',
    });
    const found = detectProject(root);
    expect(found?.locales).toEqual({
      defaultLocale: 'en-US',
      localesPath: '.',
      others: [
        { code: 'fr', label: 'Français', lang: 'fr', rtl: false },
        { code: 'fa', label: 'فارسی', lang: 'fa-IR', rtl: true },
      ],
    });
    initProject(root, found!);
    const result = await build({ root, inMemory: true, workers: 0 });
    expect(problems(result).filter((p) => !p.startsWith('warning interface-text-missing'))).toEqual([]);
    const out = result.files!;
    expect(out.text('fr.html')).toContain('motsfrancais');
    expect(out.text('fa/guide/start.html')).toContain('farsiwords');
    expect(out.text('fa/guide/start.html')).toContain('dir="rtl"');
    expect(out.text('fa/guide/start.html')).toContain('href="/fa/guide/start"');
    // Untranslated: the English page under the French prefix.
    expect(out.text('fr/guide/start.html')).toContain('createQuill');
    expect(out.text('guide/start.html')).toContain('createQuill');
  });

  it('reads locales the config keeps in variables and imported modules, as vue-i18n does, by running it', async () => {
    const root = project({
      '.vitepress/config.mjs': [
        "import { zh } from './locales/zh.mjs'",
        "const jp = { label: '日本語', lang: 'ja', link: '/jp/' }",
        "export default { lang: 'en-US', locales: { root: { label: 'English' }, zh, jp, ko: { label: '한국어' } } }",
        '',
      ].join('\n'),
      '.vitepress/locales/zh.mjs': "export const zh = { lang: 'zh-CN', label: '简体中文', themeConfig: { nav: [] } }\n",
      'index.md': '# Home\n\nWelcome.\n',
      'zh/index.md': '# 首页\n\n欢迎。\n',
      'jp/index.md': '# ホーム\n\nようこそ。\n',
    });
    // The text alone names no locale entry whole: only running the config finds them (`ko` has no folder: left out).
    expect(detectProject(root)?.locales).toBeUndefined();
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.locales).toEqual({
      defaultLocale: 'en-US',
      others: [
        { code: 'zh', label: '简体中文', lang: 'zh-CN', rtl: false },
        { code: 'jp', label: '日本語', lang: 'ja', rtl: false },
      ],
    });
    initProject(root, found);
    const result = await build({ root, inMemory: true, workers: 0 });
    expect(problems(result).filter((p) => !p.startsWith('warning interface-text-missing'))).toEqual([]);
    expect(result.files!.text('zh.html')).toContain('<html lang="zh-CN"');
    expect(result.files!.text('jp.html')).toContain('<html lang="ja"');
  });

  it('carries `ignoreDeadLinks: true`: a link to no page is a warning and the build goes on', async () => {
    const files = (ignore: string) => ({
      'package.json': JSON.stringify({ name: 'docs', private: true }),
      '.vitepress/config.ts': `export default { title: 'Quill',${ignore} cleanUrls: true }\n`,
      'index.md': '# Quill\n\nSee [the old guide](/guide/old).\n',
    });
    const root = project(files(' ignoreDeadLinks: true,'));
    const found = detectProject(root);
    expect(found).toMatchObject({ kind: 'vitepress', ignoresDeadLinks: true });
    initProject(root, found!);
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toContain("  onBrokenLinks: 'warn',\n");
    const result = await build({ root, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([expect.stringMatching(/^warning broken-link index\.md:3 /)]);
    // Without it, VitePress fails on the dead link, and so does docsgen.
    const strict = project(files(''));
    const plain = detectProject(strict);
    expect(plain).not.toHaveProperty('ignoresDeadLinks');
    initProject(strict, plain!);
    expect(readFileSync(path.join(strict, 'site.config.ts'), 'utf8')).not.toContain('onBrokenLinks');
    expect(problems(await build({ root: strict, inMemory: true, workers: 0 }))).toEqual([expect.stringMatching(/^error broken-link index\.md:3 /)]);
  });

  it("reads a blog folder as pages, a page's `layout: page`, and a blog key of the site's own shape on a page", async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', private: true }),
      '.vitepress/config.ts': "export default { title: 'Quill', lastUpdated: true }\n",
      'index.md': '# Quill\n\nHome of [the team](./team) and [the news](./blog/quill-2).\n',
      'team.md': '---\nlayout: page\n---\n\n# Team\n\nWho we are.\n\n## Core\n\nThe core team.\n',
      'blog/quill-2.md': '---\ntitle: Quill 2 is out\nauthor:\n  name: The Quill Team\ndate: 2025-01-17\n---\n\nNews.\n',
    });
    const found = detectProject(root);
    expect(found).toMatchObject({ kind: 'vitepress', blogFolder: true, showLastUpdateTime: true });
    initProject(root, found!);
    const config = readFileSync(path.join(root, 'site.config.ts'), 'utf8');
    expect(config).toContain('  blog: false,\n');
    expect(config).toContain("// VitePress' `lastUpdated: true`");
    const result = await build({ root, inMemory: true, workers: 0 });
    // The post's `author` is the site's own shape (its theme reads it): left out with a warning, not an error.
    expect(problems(result)).toEqual([expect.stringMatching(/^warning front-matter-blog-only blog\/quill-2\.md:3 /)]);
    const post = result.files!.text('blog/quill-2.html')!;
    expect(article(post)).toContain('News.');
    // A page of layout `page`: no table of contents, previous and next links or edit link; still in the sidebar.
    const team = result.files!.text('team.html')!;
    expect(article(team)).toContain('The core team.');
    expect(team).not.toMatch(/class="pagination|class="toc|doc-edit-link/);
    expect(team).toMatch(/class="sidebar-link is-active" href="\/team"/);
    expect(result.files!.text('guide/start.html') ?? result.files!.text('index.html')).toMatch(/class="pagination/);
  });

  it("makes the tab's title from a page's `titleTemplate`, as VitePress does (Vue Test Utils' home), not the site's title alone", async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', private: true }),
      '.vitepress/config.ts': "export default { title: 'VTU' }\n",
      'index.md': '---\nlayout: home\ntitle: Vue Test Utils\ntitleTemplate: Vue Test Utils for Vue.js 3\nhero:\n  name: VTU\n---\n\nTesting for Vue.\n',
      'guide.md': "---\ntitleTemplate: ':title — VTU docs'\n---\n\n# Guide\n\nText.\n",
      'alone.md': '---\ntitleTemplate: false\n---\n\n# Alone\n\nText.\n',
    });
    initProject(root, detectProject(root)!);
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).not.toContain('titleTemplate');
    const result = await build({ root, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    const tab = (file: string) => /<title>([^<]*)<\/title>/.exec(result.files!.text(file) ?? '')?.[1];
    expect(tab('index.html')).toBe('Vue Test Utils | Vue Test Utils for Vue.js 3');
    expect(tab('guide.html')).toBe('Guide — VTU docs');
    expect(tab('alone.html')).toBe('Alone');
  });

  it("carries the site's `titleTemplate: ':title - <title>'` as titleDelimiter, which every tab title uses, and says a template docsgen cannot make", async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', private: true }),
      '.vitepress/config.ts': "export default { title: 'Quill', titleTemplate: ':title - Quill' }\n",
      'index.md': '# Quill\n\nAn editor.\n',
      'guide.md': '# Guide\n\nText.\n',
      'alone.md': '---\ntitleTemplate: false\n---\n\n# Alone\n\nText.\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.titleDelimiter).toBe('-');
    initProject(root, found);
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toContain("  titleDelimiter: '-',");
    const result = await build({ root, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    const tab = (file: string) => /<title>([^<]*)<\/title>/.exec(result.files!.text(file) ?? '')?.[1];
    expect(tab('guide.html')).toBe('Guide - Quill');
    // A page's own template still wins.
    expect(tab('alone.html')).toBe('Alone');
    const other = project({
      'package.json': JSON.stringify({ name: 'docs', private: true }),
      '.vitepress/config.ts': "export default { title: 'Quill', titleTemplate: false }\n",
      'index.md': '# Quill\n\nAn editor.\n',
    });
    const left = await withConfigFacts(other, detectProject(other)!);
    expect(left.titleDelimiter).toBeUndefined();
    expect(left.settings?.leftOut).toEqual([expect.stringMatching(/^titleTemplate: false \(docsgen's tab titles are `<page> <titleDelimiter> Quill`/)]);
    initProject(other, left);
    expect(readFileSync(path.join(other, 'site.config.ts'), 'utf8')).toContain('// - titleTemplate: false');
  });

  it("takes a computed title's written part, and resolves a folder page's relative links from its folder, as VitePress serves it", async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', private: true }),
      '.vitepress/config.ts': "const suffix = process.env.CI ? '' : ' (local)'\nexport default { title: `Quill${suffix}` }\n",
      'index.md': '# Quill\n\nRead [the guide](./guide/).\n',
      'guide/index.md': '# Guide\n\nStart with [the setup](./setup) and [its install step](./setup#install).\n',
      'guide/setup.md': '# Setup\n\n## Install\n\nRun it.\n',
    });
    const found = detectProject(root);
    expect(found).toMatchObject({ kind: 'vitepress', title: 'Quill' });
    initProject(root, found!);
    const result = await build({ root, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    const guide = article(result.files!.text('guide.html')!);
    expect(guide).toContain('<a href="/guide/setup">the setup</a>');
    expect(guide).toContain('<a href="/guide/setup#install">its install step</a>');
  });

  it("resolves a translated home page's hero and feature links from its locale's folder, whole and with --locale", async () => {
    const home = (name: string, action: string) =>
      [
        '---',
        'layout: home',
        'hero:',
        `  name: ${name}`,
        '  actions:',
        '    - theme: brand',
        `      text: ${action}`,
        '      link: ./guide/start',
        'features:',
        '  - title: Setup',
        '    details: Install it.',
        '    link: ./guide/start#install',
        '---',
        '',
      ].join('\n');
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', private: true }),
      '.vitepress/config.ts':
        "export default { title: 'Quill', locales: { root: { label: 'English', lang: 'en' }, ko: { label: '한국어', lang: 'ko', link: '/ko/' } } }\n",
      'index.md': home('Quill', 'Start'),
      'guide/start.md': '# Start\n\n## Install\n\nRun it.\n',
      'ko/index.md': home('퀼', '시작'),
      'ko/guide/start.md': '# 시작\n\n## Install\n\n실행.\n',
    });
    initProject(root, detectProject(root)!);
    // VitePress serves ko/index.md at /ko/, so `./guide/start` there is the Korean page, not the English one.
    const links = (html: string | undefined) => [...(html ?? '').matchAll(/href="([^"]*guide[^"]*)"/g)].map((m) => m[1]);
    const whole = await build({ root, inMemory: true, workers: 0 });
    expect(problems(whole).filter((p) => p.startsWith('error'))).toEqual([]);
    expect(links(whole.files!.text('index.html'))).toEqual(['/guide/start', '/guide/start#install']);
    expect(links(whole.files!.text('ko.html'))).toEqual(['/ko/guide/start', '/ko/guide/start#install']);
    // Built alone, the locale has no English page for those links to land on by mistake: they were broken links.
    const korean = await build({ root, inMemory: true, workers: 0, locale: 'ko' });
    expect(problems(korean).filter((p) => p.startsWith('error'))).toEqual([]);
    expect(links(korean.files!.text('ko.html'))).toEqual(['/ko/guide/start', '/ko/guide/start#install']);
  });

  it("carries the config's sidebars, one per path prefix, however the config builds them, and builds with them", async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', private: true }),
      '.vitepress/config.ts': [
        "import { defineConfig } from 'vitepress'",
        "import { withMermaid } from 'vitepress-plugin-mermaid'",
        "import { guide } from './guide-sidebar'",
        '',
        'export default withMermaid(defineConfig({',
        "  title: 'Quill',",
        '  themeConfig: {',
        '    sidebar: {',
        "      '/guide/': guide(),",
        "      '/reference/': { base: '/reference/', items: [{ text: 'Reference', items: [{ text: 'API', link: 'api' }, { text: 'Gone', items: [] }] }] },",
        '    },',
        '  },',
        '}))',
        '',
      ].join('\n'),
      '.vitepress/guide-sidebar.ts': [
        'export const guide = () => [',
        "  { text: 'Start here', collapsed: false, items: [",
        "    { text: 'Setup', link: '/guide/setup' },",
        "    { text: 'Overview', link: '/guide/' },",
        '  ] },',
        "  { text: 'More', collapsed: true, link: '/guide/more', items: [{ items: [{ text: 'Deep dive', link: '/guide/deep.md#top' }] }] },",
        "  { text: 'Downloads', items: [",
        "    { text: 'Logo', link: '/logo.txt' },",
        "    { text: 'Changelog', link: '/changelog.txt' },",
        "    { text: 'GitHub', link: 'https://github.com/quill/quill' },",
        '  ] },',
        ']',
        '',
      ].join('\n'),
      'public/logo.txt': 'logo',
      'index.md': '# Quill\n\nHome.\n',
      'guide/index.md': '# Guide\n\nThe guide.\n',
      'guide/setup.md': '# Setup\n\nSet it up.\n',
      'guide/more.md': '# More\n\nMore.\n',
      'guide/deep.md': '# Deep\n\n## Top\n\nDeep.\n',
      'guide/unlisted.md': '# Unlisted\n\nNot in the sidebar.\n',
      'reference/api.md': '# API\n\nThe API.\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.sidebars).toEqual({
      sidebars: {
        guide: [
          {
            type: 'category',
            label: 'Start here',
            collapsed: false,
            items: [
              { type: 'doc', id: 'guide/setup', label: 'Setup' },
              { type: 'doc', id: 'guide/index', label: 'Overview' },
            ],
          },
          {
            type: 'category',
            label: 'More',
            collapsed: true,
            link: { type: 'doc', id: 'guide/more' },
            // A place in a page keeps its fragment (vuejs/docs' examples sidebar: `/examples/#hello-world`…).
            items: [{ type: 'link', label: 'Deep dive', href: '/guide/deep#top' }],
          },
          {
            type: 'category',
            label: 'Downloads',
            collapsible: false,
            items: [
              { type: 'link', label: 'Logo', href: '/logo.txt' },
              { type: 'link', label: 'Changelog', href: '/changelog.txt' },
              { type: 'link', label: 'GitHub', href: 'https://github.com/quill/quill' },
            ],
          },
        ],
        reference: [{ type: 'category', label: 'Reference', collapsible: false, items: [{ type: 'doc', id: 'reference/api', label: 'API' }] }],
      },
      leftOut: ["an empty group ('Gone')"],
      displayedSidebars: { '/reference/**': 'reference', '/guide/**': 'guide' },
      failure: null,
    });
    expect(found.linkedElsewhere).toEqual(['/changelog.txt']);
    initProject(root, found);
    const written = readFileSync(path.join(root, 'site.config.ts'), 'utf8');
    expect(written).toContain("  servedElsewhere: ['/changelog.txt'],");
    expect(written).toContain("    // - an empty group ('Gone')");
    expect(written).not.toContain('sidebar, navigation');
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    expect(sidebarEntries(result.files!.text('guide/setup.html'))).toEqual([
      '[Start here]',
      'Setup /guide/setup',
      'Overview /guide',
      '[More /guide/more]-',
      '[Downloads]',
      'Logo /logo.txt',
      'Changelog /changelog.txt',
      'GitHub https://github.com/quill/quill',
    ]);
    expect(sidebarEntries(result.files!.text('reference/api.html'))).toEqual(['[Reference]', 'API /reference/api']);
    // A page the sidebar does not list shows the sidebar of its path, as in VitePress; the home page none.
    expect(sidebarEntries(result.files!.text('guide/unlisted.html'))).toEqual(sidebarEntries(result.files!.text('guide/setup.html')));
    expect(sidebarEntries(result.files!.text('index.html'))).toEqual([]);

    // A config whose whole export a package that is not installed makes carries no sidebar, and says so.
    const wrapped = project({
      'package.json': JSON.stringify({ name: 'docs', private: true }),
      '.vitepress/config.ts': "import theme from '@acme/vitepress-theme'\nexport default theme({ themeConfig: { sidebar: [{ text: 'A', link: '/a' }] } })\n",
      'a.md': '# A\n',
    });
    expect((await withConfigFacts(wrapped, detectProject(wrapped)!)).sidebars).toEqual({
      sidebars: {},
      leftOut: [],
      failure: '.vitepress/config.ts exports what @acme/vitepress-theme makes, which is not installed here',
    });
  });

  it('reads no page of its own output folder, which sits among the pages when they are the whole project folder', async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', private: true }),
      '.vitepress/config.ts': "export default { title: 'Quill' }\n",
      'index.md': '# Quill\n\nHome.\n',
      'guide/setup.md': '# Setup\n\nSet it up.\n',
    });
    initProject(root, detectProject(root)!);
    const first = await build({ root, strict: true, workers: 0 });
    expect(problems(first)).toEqual([]);
    // The output holds Markdown copies of the pages (build/guide/setup.md), for agents: not pages of the next build.
    expect(readFileSync(path.join(root, 'build/guide/setup.md'), 'utf8')).toContain('Set it up.');
    const second = await build({ root, strict: true, workers: 0 });
    expect(problems(second)).toEqual([]);
    expect(second.pages).toBe(first.pages);
  });

  it('carries the nav, social links, logo, edit link, footer and description, and lists what it cannot draw', async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', private: true }),
      '.vitepress/config.mts': [
        "import { defineConfig } from 'vitepress'",
        'export default defineConfig({',
        "  title: 'Quill',",
        "  description: 'Write faster.',",
        '  themeConfig: {',
        "    logo: { light: '/logo.svg', dark: '/logo-dark.svg', alt: 'Quill' },",
        '    nav: [',
        "      { text: 'Guide', link: '/guide/setup', activeMatch: '/guide/' },",
        "      { text: 'Playground', link: '/play/' },",
        "      { text: 'More', items: [{ text: 'Resources', items: [{ text: 'Setup', link: '/guide/setup' }, { text: 'Options', link: '/guide/setup#options' }, { text: 'Blog', link: 'https://blog.example' }] }] },",
        '    ],',
        '    socialLinks: [',
        "      { icon: 'github', link: 'https://github.com/quill/quill' },",
        "      { icon: 'twitter', link: 'https://twitter.com/quill' },",
        "      { icon: 'bluesky', link: 'https://bsky.app/profile/quill' },",
        '    ],',
        "    editLink: { pattern: 'https://github.com/quill/quill/edit/main/docs/:path', text: 'Suggest changes to this page' },",
        "    docFooter: { prev: 'Back' },",
        "    footer: { message: 'MIT Licensed.', copyright: 'Copyright 2026 Quill' },",
        '  },',
        '})',
        '',
      ].join('\n'),
      'public/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'public/logo-dark.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'index.md': '# Quill\n\nHome.\n',
      'guide/setup.md': '# Setup\n\nSet it up.\n\n## Options\n\nThe options.\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.chrome).toEqual({
      navbarItems: [
        { type: 'doc', docId: 'guide/setup', label: 'Guide', position: 'right' },
        { type: 'link', label: 'Playground', href: '/play/', position: 'right' },
        {
          type: 'dropdown',
          label: 'More',
          position: 'right',
          items: [
            { type: 'doc', docId: 'guide/setup', label: 'Setup' },
            // A place in a page keeps its fragment.
            { label: 'Options', href: '/guide/setup#options' },
            { label: 'Blog', href: 'https://blog.example' },
          ],
        },
        { type: 'link', label: 'Github', href: 'https://github.com/quill/quill', position: 'right', icon: 'github' },
        { type: 'link', label: 'Twitter', href: 'https://twitter.com/quill', position: 'right', icon: 'x' },
        { type: 'link', label: 'Bluesky', href: 'https://bsky.app/profile/quill', position: 'right' },
      ],
      logo: { src: '/logo.svg', srcDark: '/logo-dark.svg', alt: 'Quill' },
      editUrl: 'https://github.com/quill/quill/edit/main/docs/',
      copyright: 'MIT Licensed. Copyright 2026 Quill',
      tagline: 'Write faster.',
      leftOut: [
        'the titles of menu sections (Resources): their links are kept',
        'the icon of the social link https://bsky.app/profile/quill (bluesky): drawn as a link named by its label',
        'the words of the edit link, "Suggest changes to this page" (write them as `theme.common.editThisPage` in i18n/<locale>/code.json)',
        'the words of the previous page link, "Back" (write them as `theme.docs.paginator.previous` in i18n/<locale>/code.json)',
      ],
      failure: null,
    });
    // `/play/` is no page nor public file: an app served beside the docs.
    expect(found.linkedElsewhere).toEqual(['/play']);
    initProject(root, found);
    const written = readFileSync(path.join(root, 'site.config.ts'), 'utf8');
    expect(written).toContain("  servedElsewhere: ['/play'],");
    expect(written).toContain("editUrl: 'https://github.com/quill/quill/edit/main/docs/'");
    expect(written).toContain('its theme (colours, fonts, components of its own) is not carried');
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    const page = result.files!.text('guide/setup.html');
    expect(navbarLinks(page)).toEqual([
      'Guide /guide/setup',
      'Playground /play/',
      'Github https://github.com/quill/quill icon',
      'Twitter https://twitter.com/quill icon',
      'Bluesky https://bsky.app/profile/quill',
    ]);
    expect(page).toContain('href="https://github.com/quill/quill/edit/main/docs/guide/setup.md"');
    expect(page).toContain('MIT Licensed. Copyright 2026 Quill');
    expect(page).toMatch(/<img[^>]*src="\/logo\.svg"/);
  });

  it("merges VitePress 2's config.ts of the pages' folder (defineAdditionalConfig), where VitePress' own docs keep nav and sidebar", async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', private: true }),
      '.vitepress/config.ts': "import { defineConfig } from 'vitepress'\nexport default defineConfig({ title: 'Quill', themeConfig: { logo: '/logo.svg' } })\n",
      'config.ts': [
        "import { defineAdditionalConfig } from 'vitepress'",
        'export default defineAdditionalConfig({',
        '  themeConfig: {',
        "    nav: [{ text: 'Config', link: '/reference/default-theme-config' }],",
        "    sidebar: { '/reference/': { base: '/reference/default-theme-', items: [{ text: 'Reference', items: [{ text: 'Config', link: 'config' }] }] } },",
        '  },',
        '})',
        '',
      ].join('\n'),
      'public/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'index.md': '# Quill\n',
      'reference/default-theme-config.md': '# Config\n\nThe options.\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.sidebars?.sidebars).toEqual({
      reference: [
        { type: 'category', label: 'Reference', collapsible: false, items: [{ type: 'doc', id: 'reference/default-theme-config', label: 'Config' }] },
      ],
    });
    expect(found.chrome?.navbarItems).toEqual([{ type: 'doc', docId: 'reference/default-theme-config', label: 'Config', position: 'right' }]);
    expect(found.chrome?.logo).toEqual({ src: '/logo.svg' });
  });

  // VitePress' own docs keep each locale's sidebar in its folder's config.ts; Pinia's are in `locales.zh.themeConfig`.
  it("carries each locale's own sidebar (its folder's config.ts, or locales.<code>.themeConfig) as docs.locales, which its pages show", async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', private: true }),
      '.vitepress/config.ts': [
        "import { defineConfig } from 'vitepress'",
        'export default defineConfig({',
        "  title: 'Quill',",
        "  rewrites: { 'en/:rest*': ':rest*' },",
        '  locales: {',
        "    root: { label: 'English', lang: 'en-US' },",
        "    zh: { label: '简体中文', lang: 'zh-Hans' },",
        "    fr: { label: 'Français', lang: 'fr', themeConfig: { sidebar: [{ text: 'Le guide', link: '/fr/guide/start' }, { text: 'Hors site', link: '/fr/gone' }] } },",
        '  },',
        '})',
        '',
      ].join('\n'),
      'config.ts': [
        "import { defineAdditionalConfig } from 'vitepress'",
        'export default defineAdditionalConfig({ themeConfig: {',
        "  editLink: { pattern: 'https://github.com/quill/quill/edit/main/docs/:path', text: 'Edit on GitHub' },",
        "  nav: [{ text: 'Guide', link: '/guide/start' }, { text: 'Blog', link: 'https://quill.dev/blog' }],",
        "  footer: { message: 'MIT Licensed.' },",
        "  sidebar: { '/guide/': [{ text: 'Guide', items: [{ text: 'Start', link: '/guide/start' }] }] },",
        '} })',
        '',
      ].join('\n'),
      'zh/config.ts': [
        "import { defineAdditionalConfig } from 'vitepress'",
        'export default defineAdditionalConfig({ themeConfig: { sidebar: {',
        "  '/zh/guide/': { base: '/zh/guide/', items: [{ text: '开始', link: 'start' }, { text: '限制', link: 'limits' }] },",
        '},',
        "  nav: [{ text: '指南', link: '/zh/guide/start' }, { text: '博客', link: 'https://quill.dev/zh/blog' }],",
        "  footer: { message: 'MIT 许可' }, editLink: { text: '在 GitHub 上编辑' }, docFooter: { prev: '上一页', next: '下一页' },",
        '} })',
        '',
      ].join('\n'),
      'en/index.md': '# Quill\n\nA editor.\n',
      'en/guide/start.md': '# Start\n\nStart here.\n',
      'en/guide/limits.md': '# Limits\n\nThe limits.\n',
      'zh/guide/start.md': '# 开始\n\n从这里开始。\n',
      'fr/guide/start.md': '# Démarrer\n\nCommencez ici.\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.sidebars?.locales).toEqual({
      zh: {
        sidebars: {
          guide: [
            { type: 'doc', id: 'guide/start', label: '开始' },
            { type: 'doc', id: 'guide/limits', label: '限制' },
          ],
        },
        displayedSidebars: { '/zh/guide/**': 'guide' },
      },
      fr: {
        sidebars: {
          docs: [
            { type: 'doc', id: 'guide/start', label: 'Le guide' },
            { type: 'link', label: 'Hors site', href: '/fr/gone' },
          ],
        },
        displayedSidebars: { '/fr/**': 'docs' },
      },
    });
    // The locale's own nav labels (where its entry leads where the default's does), footer and theme words.
    expect(found.localeTranslations).toEqual({
      'en-US': { 'code.json': { 'theme.common.editThisPage': 'Edit on GitHub' } },
      zh: {
        'docusaurus-theme-classic/navbar.json': { 'item.label.Guide': '指南' },
        'docusaurus-theme-classic/footer.json': { copyright: 'MIT 许可' },
        'code.json': { 'theme.common.editThisPage': '在 GitHub 上编辑', 'theme.docs.paginator.previous': '上一页', 'theme.docs.paginator.next': '下一页' },
      },
    });
    expect(found.chrome?.leftOut).toEqual([
      "the nav entries '博客' of the locale zh, which stand nowhere in the default locale's nav (its pages show that nav)",
    ]);
    mkdirSync(path.join(root, 'i18n/zh/docusaurus-theme-classic'), { recursive: true });
    writeFileSync(path.join(root, 'i18n/zh/docusaurus-theme-classic/footer.json'), '{ "copyright": { "message": "我们自己的" } }');
    const written = initProject(root, { ...found, sidebars: { ...found.sidebars!, locales: { zh: found.sidebars!.locales!.zh! } } });
    expect(written.created.sort()).toEqual(['i18n/en-US/code.json', 'i18n/zh/code.json', 'i18n/zh/docusaurus-theme-classic/navbar.json', 'site.config.ts']);
    expect(written.kept).toEqual(['i18n/zh/docusaurus-theme-classic/footer.json']);
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toContain('editLocalizedFiles: true');
    const result = await build({ root, inMemory: true, workers: 0 });
    expect(problems(result).filter((p) => !p.startsWith('warning interface-text-missing'))).toEqual([]);
    const out = result.files!;
    expect(sidebarEntries(out.text('zh/guide/start.html'))).toEqual(['开始 /zh/guide/start', '限制 /zh/guide/limits']);
    expect(sidebarEntries(out.text('guide/start.html'))).toEqual(['[Guide]', 'Start /guide/start']);
    // A locale without a sidebar of its own shows the default locale's.
    expect(sidebarEntries(out.text('fr/guide/start.html'))).toEqual(['[Guide]', 'Start /fr/guide/start']);
    // VitePress' edit link names the translation's own file.
    expect(out.text('zh/guide/start.html')).toContain('href="https://github.com/quill/quill/edit/main/docs/zh/guide/start.md"');
    expect(out.text('guide/start.html')).toContain('href="https://github.com/quill/quill/edit/main/docs/en/guide/start.md"');
    expect(navbarLinks(out.text('zh/guide/start.html'))).toEqual(['指南 /zh/guide/start', 'Blog https://quill.dev/blog']);
    expect(navbarLinks(out.text('guide/start.html'))).toEqual(['Guide /guide/start', 'Blog https://quill.dev/blog']);
    expect(out.text('zh/guide/start.html')).toContain('在 GitHub 上编辑');
    expect(out.text('zh/guide/start.html')).toContain('我们自己的');
    expect(out.text('guide/start.html')).toContain('Edit on GitHub');
  });

  it("writes a locale's theme, search and Markdown words into its code.json, which its pages show, and names the words docsgen has no place for", async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', private: true }),
      '.vitepress/config.ts': [
        "import { defineConfig } from 'vitepress'",
        'export default defineConfig({',
        "  title: 'Quill',",
        '  lastUpdated: true,',
        "  themeConfig: { search: { provider: 'algolia', options: { appId: 'A', apiKey: 'k', indexName: 'quill' } } },",
        '  locales: {',
        "    root: { label: 'English', lang: 'en-US' },",
        "    ko: { label: '한국어', lang: 'ko-KR', markdown: { container: { tipLabel: '팁' } } },",
        "    es: { label: 'Español', lang: 'es', link: 'https://es.quill.dev/' },",
        '  },',
        '})',
        '',
      ].join('\n'),
      'ko/config.ts': [
        "import { defineAdditionalConfig } from 'vitepress'",
        'export default defineAdditionalConfig({ themeConfig: {',
        "  lastUpdated: { text: '업데이트 날짜' }, returnToTopLabel: '맨 위로 돌아가기', notFound: { title: '페이지를 찾을 수 없습니다' }, langMenuLabel: '언어 변경',",
        "  search: { options: { translations: { button: { buttonText: '검색', buttonAriaLabel: '검색' } } } },",
        '} })',
        '',
      ].join('\n'),
      'index.md': '# Quill\n\nAn editor.\n',
      'guide.md': '# Guide\n\n::: tip\nRead on.\n:::\n',
      'ko/guide.md': '# 가이드\n\n::: tip\n계속 읽으세요.\n:::\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.localeTranslations?.ko?.['code.json']).toEqual({
      'docsgen.navbar.localeDropdownTitle': '언어 변경',
      'theme.NotFound.title': '페이지를 찾을 수 없습니다',
      'theme.lastUpdated.lastUpdatedAtBy': '업데이트 날짜{atDate}{byUser}',
      'theme.lastUpdated.atDate': ': {date}',
      'theme.admonition.tip': '팁',
      'theme.SearchBar.label': '검색',
    });
    expect(found.chrome?.leftOut).toEqual([
      'the theme words of the locale ko that docsgen shows nothing like: returnToTopLabel; search translations: button.buttonAriaLabel',
    ]);
    initProject(root, found);
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toContain('returnToTopLabel');
    const result = await build({ root, inMemory: true, workers: 0 });
    expect(problems(result).filter((p) => !p.startsWith('warning interface-text-missing'))).toEqual([]);
    const ko = result.files!.text('ko/guide.html')!;
    expect(ko).toContain('<span class="search-button-label">검색</span>');
    // VitePress' language menu, which it draws whenever there are locales, under the locale's own name.
    expect(ko).toContain('title="언어 변경"');
    expect(result.files!.text('guide.html')).toContain('title="Language"');
    // A locale that is another site's is an entry of the menu leading there.
    expect(ko).toMatch(/<a [^>]*href="https:\/\/es\.quill\.dev\/"[^>]*>Español/);
    expect(ko).toContain('<span>팁</span></p><div class="admonition-content"><p>계속 읽으세요.');
    expect(result.files!.text('guide.html')).toContain('<span class="search-button-label">Search</span>');
  });

  it("gives a locale the site sidebar's entries under its prefix (vue-vine's `'/zh': [...]`), not the default locale", async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', private: true }),
      '.vitepress/config.ts': [
        "import { defineConfig } from 'vitepress'",
        'export default defineConfig({',
        "  title: 'Vine',",
        "  themeConfig: { sidebar: { '/zh': [{ text: '开始', link: '/zh/guide/start' }], '/': [{ text: 'Start', link: '/guide/start' }] } },",
        "  locales: { root: { label: 'English', lang: 'en-US' }, zh: { label: '简体中文', lang: 'zh-CN' } },",
        '})',
        '',
      ].join('\n'),
      'index.md': '# Vine\n\nA vine.\n',
      'guide/start.md': '# Start\n\nStart here.\n',
      'zh/guide/start.md': '# 开始\n\n从这里开始。\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.sidebars?.sidebars).toEqual({ docs: [{ type: 'doc', id: 'guide/start', label: 'Start' }] });
    expect(found.sidebars?.locales).toEqual({
      zh: { sidebars: { docs: [{ type: 'doc', id: 'guide/start', label: '开始' }] }, displayedSidebars: { '/zh{*,*/**}': 'docs' } },
    });
    initProject(root, found);
    const result = await build({ root, inMemory: true, workers: 0 });
    expect(problems(result).filter((p) => !p.startsWith('warning interface-text-missing'))).toEqual([]);
    expect(sidebarEntries(result.files!.text('zh/guide/start.html'))).toEqual(['开始 /zh/guide/start']);
  });

  // vue-macros keeps its title, description and head in its root locale, and its address in a module of its own.
  it("takes the title, description and head its root locale gives, and the sitemap's hostname as the config ran", async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', private: true }),
      'site.ts': "export const home = 'https://quill.dev'\n",
      '.vitepress/config.ts': [
        "import { home } from '../site'",
        'const head = [["meta", { property: "og:title", content: "Quill" }]]',
        "const en = { label: 'English', lang: 'en', title: 'Quill', description: 'Write with a quill.', head }",
        "export default { title: 'Docs', sitemap: { hostname: home }, locales: { root: en, fr: { label: 'Français', lang: 'fr', title: 'Plume' } } }",
        '',
      ].join('\n'),
      'index.md': '# Quill\n',
      'fr/index.md': '# Plume\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found).toMatchObject({ title: 'Quill', siteUrl: 'https://quill.dev' });
    expect(found.chrome?.tagline).toBe('Write with a quill.');
    expect(found.settings?.head).toEqual([{ tagName: 'meta', attributes: { property: 'og:title', content: 'Quill' } }]);
  });

  // lucide's docs are served under a path of their own; VitePress adds it to the links pages write from the root.
  it("carries VitePress' `base` as baseUrl, written or as the config ran, and not a sidebar group's `base`", async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', private: true }),
      '.vitepress/config.ts': [
        "const base = process.env.DOCS_BASE ?? '/quill/'",
        'export default {',
        "  title: 'Quill',",
        '  base,',
        "  themeConfig: { sidebar: [{ text: 'Guide', base: '/guide/', items: [{ text: 'Setup', link: 'setup' }] }] },",
        '}',
        '',
      ].join('\n'),
      'index.md': '# Quill\n\nRead [the setup](/guide/setup#install).\n',
      'guide/setup.md': '# Setup\n\n## Install\n\nGo.\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.baseUrl).toBe('/quill/');
    initProject(root, found);
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toContain("baseUrl: '/quill/',");
    const result = await build({ root, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    expect(result.files!.text('index.html')).toContain('href="/quill/guide/setup#install"');
    const written = project({
      'package.json': JSON.stringify({ name: 'docs', private: true }),
      '.vitepress/config.mts':
        "export default defineConfig({\n  themeConfig: { sidebar: [{ text: 'Guide', base: '/guide/', items: [] }] },\n  base: '/lens',\n})\n",
      'index.md': '# Lens\n',
    });
    expect(detectProject(written)?.baseUrl).toBe('/lens/');
    expect(
      detectProject(project({ '.vitepress/config.ts': "export default { themeConfig: { sidebar: [{ base: '/guide/' }] } }\n", 'index.md': '# A\n' }))?.baseUrl,
    ).toBeUndefined();
  });

  // vue-macros' sidebar: `base: '/macros'` on a group, `link: '/define-options'` in a group inside it.
  it("joins a group's `base` and its items' links written with a leading `/`, in nested groups too, as VitePress does", async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', private: true }),
      '.vitepress/config.ts': [
        'export default {',
        "  title: 'Quill',",
        '  themeConfig: {',
        '    sidebar: [',
        "      { text: 'Hooks', base: '/hooks', items: [{ text: 'All', link: '/' }, { text: 'Stable', items: [{ text: 'useQuill', link: '/use-quill' }] }] },",
        "      { text: 'Guide', base: '/guide/', items: [{ text: 'Setup', link: '/setup' }] },",
        '    ],',
        '  },',
        '}',
        '',
      ].join('\n'),
      'index.md': '# Quill\n',
      'hooks/index.md': '# Hooks\n',
      'hooks/use-quill.md': '# useQuill\n',
      'guide/setup.md': '# Setup\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.sidebars?.leftOut).toEqual([]);
    expect(found.linkedElsewhere).toBeUndefined();
    expect(found.sidebars?.sidebars).toEqual({
      docs: [
        {
          type: 'category',
          label: 'Hooks',
          collapsible: false,
          items: [
            { type: 'doc', id: 'hooks/index', label: 'All' },
            { type: 'category', label: 'Stable', collapsible: false, items: [{ type: 'doc', id: 'hooks/use-quill', label: 'useQuill' }] },
          ],
        },
        { type: 'category', label: 'Guide', collapsible: false, items: [{ type: 'doc', id: 'guide/setup', label: 'Setup' }] },
      ],
    });
  });

  it("takes the nav its root locale keeps as well as the site's own theme settings, as VitePress merges them (Pinia)", async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', private: true }),
      '.vitepress/config.ts': [
        'export default {',
        "  title: 'Pinia',",
        "  themeConfig: { logo: '/logo.svg', socialLinks: [{ icon: 'github', link: 'https://github.com/vuejs/pinia' }] },",
        "  locales: { root: { label: 'English', lang: 'en-US', themeConfig: { nav: [{ text: 'Guide', link: '/guide/' }] } } },",
        '}',
        '',
      ].join('\n'),
      'public/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'index.md': '# Pinia\n',
      'guide/index.md': '# Guide\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.chrome?.navbarItems).toEqual([
      { type: 'doc', docId: 'guide/index', label: 'Guide', position: 'right' },
      { type: 'link', label: 'Github', href: 'https://github.com/vuejs/pinia', position: 'right', icon: 'github' },
    ]);
    expect(found.chrome?.logo).toEqual({ src: '/logo.svg' });
  });

  it('reads the modules a config imports by their file name, `./en.mts` (Vue Test Utils): their sidebar, nav and head are carried', async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', private: true }),
      '.vitepress/config/index.mts':
        "import { enConfig } from './en.mts'\nimport { shared } from './shared.mts'\nexport default { ...shared, locales: { root: { label: 'English', lang: 'en-US', ...enConfig } } }\n",
      '.vitepress/config/shared.mts': "export const shared = { title: 'VTU', head: [['meta', { name: 'theme-color', content: '#fff' }]] }\n",
      '.vitepress/config/en.mts':
        "export const enConfig = { themeConfig: { nav: [{ text: 'Guide', link: '/guide/' }], sidebar: { '/': [{ text: 'Guide', link: '/guide/' }] } } }\n",
      'index.md': '# VTU\n',
      'guide/index.md': '# Guide\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.chrome?.navbarItems).toEqual([{ type: 'doc', docId: 'guide/index', label: 'Guide', position: 'right' }]);
    expect(found.sidebars?.sidebars).toEqual({ docs: [{ type: 'doc', id: 'guide/index', label: 'Guide' }] });
    expect(found.settings?.head).toHaveLength(1);
  });

  it("calls the config's own `markdown.anchor.slugify`: one that keeps the case and the ends' hyphens is carried as markdown.anchors", async () => {
    // Vue Test Utils' slugify: VitePress' without its lower-casing nor its trimming of hyphens at the ends.
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', private: true }),
      '.vitepress/config.mts': ["import { slugify } from './slugify.mts'", "export default { title: 'VTU', markdown: { anchor: { slugify } } }", ''].join('\n'),
      '.vitepress/slugify.mts':
        "export const slugify = (s: string): string => s.normalize('NFKD').replace(/[\\u0300-\\u036F]/g, '').replace(/[\\s~`!@#$%^&*()\\-_+=[\\]{}|\\\\;:\"'<>,.?/]+/g, '-').replace(/^(\\d)/, '_$1')\n",
      'index.md': '# VTU\n\n## attachTo\n\nSee [get](#Using-get-).\n\n## Using get()\n\nText.\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.slugify).toEqual({ maintainCase: true, keepHyphens: true, differs: null });
    initProject(root, found);
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toContain('anchors: { maintainCase: true, trimHyphens: false }');
    const result = await build({ root, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    expect(article(result.files!.text('index.html'))).toMatch(/<h2 id="attachTo">[\s\S]*<h2 id="Using-get-">/);
  });

  it('carries the sidebar of a config that reads a file a build step writes (typedoc), listing what came from it', async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', private: true }),
      '.vitepress/config.ts': [
        "import typedocSidebar from '../api/typedoc-sidebar.json'",
        'export default {',
        "  title: 'Router',",
        "  themeConfig: { sidebar: [{ text: 'Guide', items: [{ text: 'Start', link: '/start' }] }, { text: 'API', items: typedocSidebar }] },",
        '}',
        '',
      ].join('\n'),
      'start.md': '# Start\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.sidebars).toMatchObject({
      sidebars: { docs: [{ type: 'category', label: 'Guide', collapsible: false, items: [{ type: 'doc', id: 'start', label: 'Start' }] }] },
      leftOut: [
        "the entries of the group 'API' read from ../api/typedoc-sidebar.json, which is not there (a build step of the project writes it: run it, then init again)",
      ],
      failure: null,
    });
  });

  it("carries srcExclude: the repository's README and a notes folder beside the pages are no pages, as in VitePress", async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', private: true }),
      '.vitepress/config.ts': "export default { title: 'Quill', srcExclude: ['README.md', 'notes/**'] }\n",
      'index.md': '# Quill\n\nHome.\n',
      'README.md': '# Repository\n\nSee the [licence](./LICENSE).\n',
      'notes/draft.md': '# Draft\n',
      '_setup.md': 'A partial.\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.srcExclude).toEqual(['README.md', 'notes/**']);
    initProject(root, found);
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    expect(result.files!.text('README.html')).toBeUndefined();
    expect(result.files!.text('notes/draft.html')).toBeUndefined();
    expect(result.files!.text('_setup.html')).toBeUndefined();
  });

  it('writes nothing over a site.config.ts that is there', () => {
    const root = project({ ...files, 'site.config.ts': '// mine\n' });
    const result = initProject(root, detectProject(root)!);
    expect(result.ok).toBe(false);
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toBe('// mine\n');
  });
});

/** Builds a VitePress project of `files` (a `.vitepress/config.mjs` added when none is given) as `docsgen init` sets it up. */
async function buildVitePress(files: Record<string, string>): Promise<BuildResult> {
  const root = project({ '.vitepress/config.mjs': "export default { title: 'Site' }\n", ...files });
  initProject(root, await withConfigFacts(root, detectProject(root)!));
  return await build({ root, inMemory: true, workers: 0 });
}

describe("VitePress' Markdown in a migrated project", () => {
  it('makes tabs of a code group inside an HTML block or a Vue slot, as of one outside', async () => {
    // elysia: `::: code-group` between `<div>` and `</div>` (blank lines around it), and in `<template v-slot:x>`.
    const group = (label: string) => ['::: code-group', '', `\`\`\`sh [${label}]`, `${label} add elysia`, '```', '', ':::'].join('\n');
    const result = await buildVitePress({
      'index.md': `# Home\n\nInstall it.\n\n<div class="install">\n\n${group('bun')}\n\n</div>\n\n<Card>\n<template v-slot:code>\n\n${group('pnpm')}\n\n</template>\n</Card>\n`,
    });
    expect(problems(result)).toEqual(['warning vue-not-run index.md:17 The Vue component `<Card>` is not run by docsgen, so only its content is shown.']);
    const page = article(result.files!.text('index.html'));
    expect(page).toMatch(/<div class="install">\s*<div class="tabs" data-island="tabs">.*>bun<\/button>/s);
    expect(page).toMatch(/<div class="tabs" data-island="tabs">.*>pnpm<\/button>/s);
    expect(page.replace(/<[^>]+>/g, '')).toContain('pnpm add elysia');
  });

  it('shows what a code group holds besides code after its tabs, a heading in it with its entry in the table of contents', async () => {
    const result = await buildVitePress({
      'index.md': [
        '# Home',
        '',
        '::: code-group',
        '',
        '```sh [npm]',
        'npm i a',
        '```',
        '',
        'Between the blocks.',
        '',
        '## Inside the group',
        '',
        '```sh [yarn]',
        'yarn add a',
        '```',
        '',
        ':::',
        '',
      ].join('\n'),
    });
    expect(problems(result)).toEqual([
      'warning directive-invalid index.md:9 A `::: code-group` block may only hold code blocks, so this is shown after its tabs.',
      'warning directive-invalid index.md:11 A `::: code-group` block may only hold code blocks, so this is shown after its tabs.',
    ]);
    const html = result.files!.text('index.html')!;
    expect(article(html)).toMatch(/>yarn<\/button>.*<\/div>\s*<p>Between the blocks\.<\/p>\s*<h2 id="inside-the-group">/s);
    expect(html).toContain('href="#inside-the-group"');
  });

  it('reads `<template #name>` on a line of its own as a Vue slot, as `<template v-slot:name>` is', async () => {
    const result = await buildVitePress({
      'index.md':
        '# Home\n\nIntro.\n\n<Faq>\n\n<template #answer>\n\nThe **answer**.\n\n</template>\n\n<template v-slot:question>\n\nThe question.\n\n</template>\n\n</Faq>\n',
    });
    expect(problems(result)).toEqual(['warning vue-not-run index.md:5 The Vue component `<Faq>` is not run by docsgen, so only its content is shown.']);
    const page = article(result.files!.text('index.html'));
    expect(page).toContain('<p>The <strong>answer</strong>.</p>');
    expect(page).toContain('<p>The question.</p>');
    expect(page).not.toContain('template');
  });

  it("reads vitepress-plugin-tabs' labels as the line's text, as the plugin does, inline Markdown in it too", async () => {
    // mise: `== https://mise.run` (an address Markdown makes a link), and `` == `npm` ``, `== **Bold**`.
    const result = await buildVitePress({
      'index.md': [
        '# Home',
        '',
        'Install it.',
        '',
        '::: tabs',
        '',
        '== https://mise.run',
        '',
        'curl one',
        '',
        '== `npm`',
        '',
        'npm two',
        '',
        '== **Bold**',
        'bold three',
        ':::',
        '',
      ].join('\n'),
      'b.md': '# B\n\nText.\n\n::: tabs\nBefore any label.\n\n== Only\ntext\n:::\n',
    });
    expect(problems(result)).toEqual(['error directive-invalid b.md:6 A `::: tabs` block holds content that no `== label` line starts, so it is in no tab.']);
    const page = article(result.files!.text('index.html'));
    expect([...page.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(['https://mise.run', '`npm`', '**Bold**']);
    expect(page.replace(/<[^>]+>/g, '')).toMatch(/curl one\s*npm two\s*bold three/);
  });

  it("reads an absolute image address from the public folder, else from the pages' folder, as VitePress (Vite) does", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="4"/>';
    const result = await buildVitePress({
      '.vitepress/config.mjs': "export default { title: 'Site', srcDir: 'docs' }\n",
      'docs/public/logo.svg': svg,
      'docs/assets/pic.svg': svg,
      'docs/index.md': '# Home\n\nText.\n\n![logo](/logo.svg)\n\n![pic](/assets/pic.svg)\n',
      'docs/b.md': '# B\n\nText.\n\n![none](/assets/none.svg)\n',
    });
    expect(problems(result)).toEqual([
      'error file-missing docs/b.md:5 The image `/assets/none.svg` does not exist: there is no file `docs/public/assets/none.svg` nor `docs/assets/none.svg`.',
    ]);
    const page = article(result.files!.text('index.html'));
    expect(page).toContain('<img src="/logo.svg" alt="logo" width="8" height="4"');
    const copied = /<img src="\/(assets\/img\/pic-[0-9a-f]+\.svg)" alt="pic" width="8" height="4"/.exec(page)?.[1];
    expect(copied && result.files!.text(copied)).toBe(svg);
  });

  it("tells what is wrong in VitePress' own words: a container plugin not run, `layout: false`, a code group opened inside one", async () => {
    const result = await buildVitePress({
      // The project adds `::: success` with markdown-it-container, by a name init cannot read from the text (one it can
      // read becomes an admonition keyword): init lists the plugin as not run.
      '.vitepress/config.mjs':
        "import container from 'markdown-it-container'\nconst kind = 'success'\nexport default { title: 'Site', markdown: { config(md) { md.use(container, kind) } } }\n",
      'index.md': '# Home\n\nIntro.\n\n:::success Done\nIt worked.\n:::\n',
      'b.md': '---\nlayout: false\n---\n\n# B\n\nText.\n',
      'c.md': '# C\n\nText.\n\n::: code-group\n\n```sh [npm]\nnpm i a\n```\n\n::: code-group\n\nMore text.\n',
    });
    expect(problems(result)).toEqual([
      "warning front-matter-invalid b.md:2 `layout: false` is VitePress' page without any layout (its content alone, without the navbar, sidebar or footer), which docsgen does not draw: the page is drawn as a doc page.",
      'error directive-invalid c.md:11 This `::: code-group` line opens a group inside the code group of line 5, which is not closed before it; a code group cannot hold another, so what follows is shown after the tabs.',
      "error directive-invalid index.md:5 `:::success` is no directive of docsgen's: it is a container of `markdown-it-container`, which the pages were written for and this site does not run (`markdown.missingPlugins`).",
    ]);
  });

  it("lists the page's title in the table of contents for `outline: [1, 3]`, as VitePress' outline does, and names `outline` when it is wrong", async () => {
    const result = await buildVitePress({
      'index.md': '# Home\n\nText.\n',
      'a.md': '---\noutline: [1, 3]\n---\n\n# Page A\n\nText.\n\n## Sub\n\nMore.\n',
      'b.md': '---\ntitle: B\noutline: [0, 3]\n---\n\n# Page B\n\nText.\n',
    });
    expect(problems(result)).toEqual([
      'error front-matter-invalid b.md:3 The front matter key `outline` is invalid: expected heading levels from 1 to 6, such as `[2, 3]` or `deep`.',
    ]);
    const toc = /<nav class="toc"[\s\S]*?<\/nav>/.exec(result.files!.text('a.html') ?? '')?.[0] ?? '';
    expect([...toc.matchAll(/<li class="toc-depth-(\d)"><a [^>]*href="#([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual(['1 page-a', '2 sub']);
  });
});

describe('docsgen init in a Starlight project', () => {
  it('builds src/content/docs, drawing the Starlight components a page imports', async () => {
    const root = project({
      ...COMET_STARLIGHT,
      'src/content/docs/index.mdx': [
        '---',
        'title: Comet',
        '---',
        "import { Aside, Tabs, TabItem } from '@astrojs/starlight/components';",
        '',
        '<Aside type="tip">Read this.</Aside>',
        '',
        '<Tabs syncKey="os">',
        '  <TabItem label="macOS">brew install comet</TabItem>',
        '  <TabItem label="Linux">apt install comet</TabItem>',
        '</Tabs>',
        '',
      ].join('\n'),
    });
    const found = detectProject(root);
    expect(found).toMatchObject({ kind: 'starlight', title: 'Comet', docsPath: 'src/content/docs' });
    initProject(root, found!);
    // Starlight's components need no setting; Expressive Code's frames do (`syntax: 'starlight'`), VitePress' syntax is not read.
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toContain("markdown: { syntax: 'starlight',");
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    const home = article(result.files!.text('index.html'));
    expect(home).toContain('<div class="admonition admonition-tip"');
    expect(home).toMatch(/data-group-id="os".*>macOS<\/button>.*>Linux<\/button>/s);
  });

  it("routes pages at slugs of their paths as Starlight does, and reads only the Markdown of Astro's src/pages", async () => {
    const root = project({
      ...COMET_STARLIGHT,
      'src/content/docs/index.md':
        '---\ntitle: Comet\n---\n\nSee [IPC](/concept/inter-process-communication/), [the example](/develop/tests/webdriver/example/) and [the feed](/rss.xml).\n',
      'src/content/docs/concept/Inter-Process Communication/index.md': '---\ntitle: IPC\n---\n\nMessages.\n',
      'src/content/docs/develop/Tests/WebDriver/Example/index.md': '---\ntitle: Example\n---\n\nA test.\n',
      // withastro/docs' tutorial: Starlight keeps a number prefix in the route (`/tutorial/0-introduction/`).
      'src/content/docs/tutorial/0-introduction/index.md': '---\ntitle: Tutorial\n---\n\nStart, then [set up](/tutorial/1-setup/).\n',
      'src/content/docs/tutorial/1-setup/index.md': '---\ntitle: Setup\n---\n\nSet up.\n',
      'src/pages/rss.xml.ts':
        "import { getCollection } from 'astro:content';\nexport async function GET() { return new Response(String(await getCollection('docs'))); }\n",
      'src/pages/about.md': '# About\n\nComet.\n',
      'public/rss.xml': '<rss></rss>\n',
    });
    initProject(root, detectProject(root)!);
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    expect(result.files!.text('concept/inter-process-communication.html')).toContain('Messages.');
    expect(result.files!.text('develop/tests/webdriver/example.html')).toContain('A test.');
    expect(result.files!.text('tutorial/0-introduction.html')).toContain('Start, then');
    expect(result.files!.text('about.html')).toContain('Comet.');
  });

  it("reads a page's `slug:` from the docs' root, as Astro's entry id, so one folder's `page.md` and `page.mdx` are two pages", async () => {
    const root = project({
      ...COMET_STARLIGHT,
      'src/content/docs/index.md': '---\ntitle: Comet\n---\n\n[md](/tests/page-md/), [mdx](/tests/page-mdx/) and [moved](/elsewhere/).\n',
      'src/content/docs/tests/page.md': '---\ntitle: MD\nslug: tests/page-md\n---\n\nMarkdown one.\n',
      'src/content/docs/tests/page.mdx': '---\ntitle: MDX\nslug: tests/page-mdx\n---\n\nMDX one.\n',
      'src/content/docs/tests/deep/other.md': '---\ntitle: Other\nslug: elsewhere/index\n---\n\nMoved away.\n',
    });
    initProject(root, detectProject(root)!);
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    expect(result.files!.text('tests/page-md.html')).toContain('Markdown one.');
    expect(result.files!.text('tests/page-mdx.html')).toContain('MDX one.');
    expect(result.files!.text('elsewhere.html')).toContain('Moved away.');
    expect(result.files!.text('tests/tests/page-md.html')).toBeUndefined();
  });

  it("counts a fence's `{…}` lines as written, before the file-name comment is taken out, as Expressive Code marks them", async () => {
    const root = project({
      ...COMET_STARLIGHT,
      'src/content/docs/index.md': [
        '---\ntitle: Comet\n---\n\nThe blocks.\n',
        '```js {2}\n// src/a.js\nconst a = 1;\nconst b = 2;\n```\n',
        '```mdx {1,5,6}\n---\n// src/example.mdx\ntitle: X\n---\nbody\n```\n',
      ].join('\n'),
    });
    initProject(root, detectProject(root)!);
    const result = await build({ root, inMemory: true, workers: 0 });
    // Line 6 of the second block as written is past its end: said with the numbers the author wrote.
    expect(problems(result)).toEqual(['warning code-block-meta src/content/docs/index.md:13 This code fence highlights line 6, but the block has 5 lines.']);
    const highlighted = [...article(result.files!.text('index.html')).matchAll(/<span class="code-line code-line-highlighted">([\s\S]*?)\n<\/span>/g)].map(
      (m) => m[1]!.replace(/<[^>]+>/g, '').trim(),
    );
    expect(highlighted).toEqual(['const a = 1;', '---', 'body']);
  });

  it("draws Expressive Code's frames: a file-name comment is the title, `title=` wins, `frame=` is read, shell blocks are terminals", async () => {
    const fence = (meta: string, code: string) => `\`\`\`${meta}\n${code}\n\`\`\`\n`;
    const root = project({
      ...COMET_STARLIGHT,
      'src/content/docs/index.md': [
        '---\ntitle: Comet\n---\n\nThe blocks.\n',
        fence('js', '// astro.config.mjs\n\nexport default {};'),
        fence('html', '<!-- src/index.html -->\n<p>hi</p>'),
        fence('astro', '---\n// src/pages/one.astro\n---\n<h1>One</h1>'),
        fence('js title="given.js"', '// comment.js\nlet a;'),
        fence('js', '// Note: not a file name\nlet b;'),
        fence('js', '// style.css\nlet c;'),
        fence('js frame="none" title="hidden.js"', 'let d;'),
        fence('bash', 'npm install'),
        fence('bash', '# deploy.sh\necho deploy'),
        fence('js frame="terminal"', 'node run.js'),
        fence('js frame="window"', 'let e;'),
      ].join('\n'),
    });
    initProject(root, detectProject(root)!);
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toContain("syntax: 'starlight'");
    const result = await build({ root, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([
      'warning code-block-meta src/content/docs/index.md:57 The frame `window` on this code fence is not one Expressive Code draws, so the block gets the frame its language gives it.',
    ]);
    const blocks = [
      ...article(result.files!.text('index.html')).matchAll(
        /<div class="(code-block[^"]*)"[^>]*>(?:<div class="code-block-title">([^<]*)<\/div>)?[\s\S]*?<\/pre>/g,
      ),
    ].map(
      (m) =>
        `${m[1]} | ${m[2] ?? ''} | ${
          m[0]
            .replace(/<[^>]+>/g, '')
            .replace(m[2] ?? '\0', '')
            .replace(/Copy$/, '')
            .trim()
            .split('\n')[0]
        }`,
    );
    expect(blocks).toEqual([
      'code-block code-block-titled | astro.config.mjs | export default {};',
      'code-block code-block-titled | src/index.html | &lt;p&gt;hi&lt;/p&gt;',
      'code-block code-block-titled | src/pages/one.astro | &lt;h1&gt;One&lt;/h1&gt;',
      'code-block code-block-titled | given.js | // comment.js',
      'code-block |  | // Note: not a file name',
      'code-block |  | // style.css',
      'code-block code-block-frameless |  | let d;',
      'code-block code-block-terminal |  | npm install',
      'code-block code-block-titled | deploy.sh | echo deploy',
      'code-block code-block-terminal |  | node run.js',
      'code-block |  | let e;',
    ]);
  });

  it("finds a locale's folder whatever its case, as Starlight does (`zh-cn` in `zh-CN/`), and writes it as the locale's path", async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', dependencies: { '@astrojs/starlight': '^0.30.0', astro: '^5.0.0' } }),
      'astro.config.mjs': [
        "import starlight from '@astrojs/starlight';",
        "export default defineConfig({ integrations: [starlight({ title: 'Comet', locales: {",
        "  root: { label: 'English', lang: 'en' },",
        "  'zh-cn': { label: '简体中文', lang: 'zh-CN' },",
        '} })] });',
        '',
      ].join('\n'),
      'src/content/docs/index.md': '---\ntitle: Comet\n---\n\nSee [the guide](/guide/).\n',
      'src/content/docs/guide.md': '---\ntitle: Guide\n---\n\nThe guide.\n',
      'src/content/docs/zh-CN/guide.md': '---\ntitle: 指南\n---\n\n指南正文。\n',
    });
    const found = detectProject(root);
    expect(found?.locales?.others).toEqual([{ code: 'zh-cn', label: '简体中文', lang: 'zh-CN', rtl: false, folder: 'zh-CN' }]);
    initProject(root, found!);
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toContain("'zh-cn': { label: '简体中文', htmlLang: 'zh-CN', path: 'zh-CN' },");
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    expect(article(result.files!.text('zh-cn/guide.html')!)).toContain('指南正文。');
    // The folder is the locale's, not English pages at /zh-CN/….
    expect(result.files!.text('zh-CN/guide.html')).toBeUndefined();
    expect(article(result.files!.text('zh-cn.html')!)).toContain('See');
  });

  it("carries Astro's redirects, spread from a module of their own, as pages that forward and as paths links may use", async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', dependencies: { '@astrojs/starlight': '^0.30.0', astro: '^5.0.0' } }),
      'astro.config.mjs': [
        "import { defineConfig } from 'astro/config';",
        "import starlight from '@astrojs/starlight';",
        "import moved from './redirects.js';",
        'export default defineConfig({',
        "  integrations: [starlight({ title: 'Comet' })],",
        '  redirects: {',
        '    ...moved,',
        "    '/setup': { status: 302, destination: '/guide/#install' },",
        "    '/posts/[slug]': '/blog/[slug]',",
        '  },',
        '});',
        '',
      ].join('\n'),
      'redirects.js': "export default { '/old-guide': '/guide/', '/chat': 'https://chat.example/comet' };\n",
      'src/content/docs/index.md': '---\ntitle: Comet\n---\n\nSee [the old guide](/old-guide/#install) and [setup](/setup/).\n',
      'src/content/docs/guide.md': '---\ntitle: Guide\n---\n\n## Install\n\nThe guide.\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.redirects).toEqual({
      entries: [
        { from: '/old-guide', to: '/guide/' },
        { from: '/chat', to: 'https://chat.example/comet' },
        { from: '/setup', to: '/guide/#install' },
      ],
      leftOut: ['/posts/[slug]'],
      failure: null,
    });
    initProject(root, found);
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toContain("    { from: '/old-guide', to: '/guide/' },\n");
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    expect(result.files!.text('old-guide.html')).toContain('<meta http-equiv="refresh" content="0; url=/guide">');
    expect(result.files!.text('chat.html')).toContain('url=https://chat.example/comet');

    // A config that cannot run carries none, and says why.
    const broken = project({
      'package.json': JSON.stringify({ name: 'docs', dependencies: { '@astrojs/starlight': '^0.30.0' } }),
      'astro.config.mjs': "import starlight from '@astrojs/starlight';\nthrow new Error('needs SITE_ENV');\nexport default { redirects: {} };\n",
      'src/content/docs/index.md': '---\ntitle: Comet\n---\n\nHome.\n',
    });
    expect((await withConfigFacts(broken, detectProject(broken)!)).redirects).toEqual({
      entries: [],
      leftOut: [],
      failure: 'astro.config.mjs:2: needs SITE_ENV',
    });
  });

  it("carries Starlight's sidebar: slugs, links, groups open or folded, and groups generated from a folder", async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', dependencies: { '@astrojs/starlight': '^0.30.0', astro: '^5.0.0' } }),
      'astro.config.mjs': [
        "import { defineConfig } from 'astro/config';",
        "import starlight from '@astrojs/starlight';",
        'export default defineConfig({',
        '  integrations: [',
        '    starlight({',
        "      title: 'Comet',",
        '      sidebar: [',
        "        { label: 'Start here', items: ['guides/getting-started', { slug: 'guides/install', label: 'Install it', badge: 'New' }] },",
        "        { label: 'Extras', collapsed: true, items: [{ label: 'Astro', link: 'https://astro.build/' }, { label: 'Setup', link: '/guides/install/' }] },",
        "        { label: 'Reference', autogenerate: { directory: 'reference' } },",
        "        'guides/missing',",
        '      ],',
        '    }),',
        '  ],',
        '});',
        '',
      ].join('\n'),
      'src/content/docs/index.md': '---\ntitle: Comet\n---\n\nHome.\n',
      'src/content/docs/guides/getting-started.md': '---\ntitle: Getting started\n---\n\nStart.\n',
      'src/content/docs/guides/install.md': '---\ntitle: Installation\n---\n\nInstall.\n',
      'src/content/docs/Reference/Config File.md': '---\ntitle: Config file\n---\n\nConfig.\n',
      'src/content/docs/Reference/cli.md': '---\ntitle: CLI\nsidebar:\n  order: 1\n---\n\nCLI.\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.sidebars).toEqual({
      sidebars: {
        docs: [
          {
            type: 'category',
            label: 'Start here',
            collapsed: false,
            items: ['guides/getting-started', { type: 'doc', id: 'guides/install', label: 'Install it' }],
          },
          {
            type: 'category',
            label: 'Extras',
            collapsed: true,
            items: [
              { type: 'link', label: 'Astro', href: 'https://astro.build/' },
              { type: 'doc', id: 'guides/install', label: 'Setup' },
            ],
          },
          { type: 'category', label: 'Reference', collapsed: false, items: [{ type: 'autogenerated', dirName: 'Reference' }] },
        ],
      },
      leftOut: ['a badge', "'guides/missing', which names no page of the docs folder"],
      failure: null,
    });
    initProject(root, found);
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toContain('    sidebarCollapsed: false,\n');
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    expect(sidebarEntries(result.files!.text('guides/install.html'))).toEqual([
      '[Start here]',
      'Getting started /guides/getting-started',
      'Install it /guides/install',
      '[Extras]-',
      '[Reference]',
      'CLI /reference/cli',
      'Config file /reference/config-file',
    ]);
  });

  it("reads locales without a root one as Starlight serves them: the default locale's folder under its prefix, its sidebar, its blog's posts", async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', dependencies: { '@astrojs/starlight': '^0.34.0', astro: '^5.0.0', 'starlight-blog': '^0.25.0' } }),
      'astro.config.mjs': [
        "import starlight from '@astrojs/starlight';",
        "import starlightBlog from 'starlight-blog';",
        'export default {',
        '  integrations: [',
        '    starlight({',
        "      title: 'Comet',",
        "      defaultLocale: 'en',",
        "      locales: { en: { label: 'English' }, fr: { label: 'Français', lang: 'fr' } },",
        "      sidebar: [{ label: 'Guides', items: ['guides/start', { label: 'Blog', link: '/en/blog/' }, { autogenerate: { directory: 'recipes' } }] }],",
        '      plugins: [starlightBlog()],',
        '    }),',
        '  ],',
        '};',
        '',
      ].join('\n'),
      'src/content/docs/en/index.md': '---\ntitle: Comet\n---\n\nHome, see [start](/en/guides/start/).\n',
      'src/content/docs/en/guides/start.md': '---\ntitle: Start\n---\n\nstartwordenglish\n',
      'src/content/docs/en/recipes/bake.md': '---\ntitle: Bake\n---\n\nBake.\n',
      'src/content/docs/en/blog/launch.md': '---\ntitle: Launch\ndate: 2024-05-01\n---\n\nWe launched.\n',
      'src/content/docs/fr/guides/start.md': '---\ntitle: Départ\n---\n\nstartwordfrench, voir [la recette](/fr/recipes/bake/).\n',
      'src/content/docs/fr/blog/launch.md': '---\ntitle: Lancement\ndate: 2024-05-01\n---\n\nLancé.\n',
    });
    // Read from the config's text, and as it runs.
    for (const found of [detectProject(root)!, await withConfigFacts(root, detectProject(root)!)]) {
      expect(found.docsPath).toBe('src/content/docs/en');
      expect(found.locales).toEqual({
        defaultLocale: 'en',
        defaultFolder: { folder: 'en', label: 'English', lang: 'en', rtl: false },
        localesPath: 'src/content/docs',
        others: [{ code: 'fr', label: 'Français', lang: 'fr', rtl: false }],
      });
    }
    const found = await withConfigFacts(root, detectProject(root)!);
    // The sidebar's slugs and folders are the default locale's pages; its link to the blog is the blog's.
    expect(found.sidebars?.sidebars).toEqual({
      docs: [
        {
          type: 'category',
          label: 'Guides',
          collapsed: false,
          items: ['guides/start', { type: 'link', label: 'Blog', href: '/en/blog/' }, { type: 'autogenerated', dirName: 'recipes' }],
        },
      ],
    });
    expect(found.sidebars?.leftOut).toEqual([]);
    expect(found.linkedElsewhere).toBeUndefined();
    initProject(root, found);
    const written = readFileSync(path.join(root, 'site.config.ts'), 'utf8');
    expect(written).toContain("path: 'src/content/docs/en/blog',");
    expect(written).toContain('prefixDefaultLocale: true,');
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    const out = result.files!;
    // The default locale's pages are at its prefix, the other's at theirs, a page it lacks falling back.
    expect(out.text('en/guides/start.html')).toContain('startwordenglish');
    expect(out.text('en/guides/start.html')).toContain('<html lang="en"');
    expect(out.text('fr/guides/start.html')).toContain('startwordfrench');
    expect(out.text('fr/guides/start.html')).toContain('<html lang="fr"');
    expect(out.text('fr/recipes/bake.html')).toContain('Bake.');
    expect(out.text('guides/start.html')).toBeUndefined();
    expect(out.text('en/en/guides/start.html')).toBeUndefined();
    expect(out.text('en/guides/start.html')).toContain('hreflang="x-default" href="https://docs.example.com/en/guides/start"');
    // starlight-blog's posts are the blog's, in each locale's folder, not doc pages.
    expect(out.text('en/blog/launch.html')).toContain('We launched.');
    expect(out.text('en/blog/launch.html')).toContain('blog-post');
    expect(out.text('fr/blog/launch.html')).toContain('Lancé');
    expect(out.text('en/blog.html')).toContain('Launch');
    expect(sidebarEntries(out.text('en/guides/start.html'))).toEqual(['[Guides]', 'Start /en/guides/start', 'Blog /en/blog/', 'Bake /en/recipes/bake']);
  });

  it("carries starlight-blog as docsgen's blog: its options under Docusaurus' names, its authors as authors.yml, its posts out of the docs (starlight-blog's docs)", async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', dependencies: { '@astrojs/starlight': '^0.34.0', astro: '^5.0.0', 'starlight-blog': '^0.25.0' } }),
      'astro.config.mjs': [
        "import starlight from '@astrojs/starlight';",
        "import starlightBlog from 'starlight-blog';",
        'export default {',
        "  site: 'https://comet.dev/',",
        '  integrations: [',
        '    starlight({',
        "      title: 'Comet',",
        "      locales: { root: { label: 'English', lang: 'en' }, fr: { label: 'Français' } },",
        "      sidebar: [{ label: 'Start', items: ['start'] }, { label: 'News', link: '/news/' }],",
        '      plugins: [',
        '        starlightBlog({',
        "          prefix: 'news',",
        "          title: { en: 'Comet News', fr: 'Nouvelles' },",
        '          postCount: 2,',
        '          metrics: { readingTime: true },',
        "          authors: { ada: { name: 'Ada', title: 'Maintainer', picture: '/ada.png', url: 'https://ada.dev' } },",
        '        }),',
        '      ],',
        '    }),',
        '  ],',
        '};',
        '',
      ].join('\n'),
      'src/content/docs/index.md': '---\ntitle: Comet\n---\n\nHome.\n',
      'src/content/docs/start.md': '---\ntitle: Start\n---\n\nRead [the news](/news/).\n',
      'src/content/docs/news/launch.md': '---\ntitle: Launch\ndate: 2024-05-01\nauthors: ada\ntags:\n  - Release\n---\n\nWe launched.\n',
      'src/content/docs/news/second.md':
        '---\ntitle: Second\ndate: 2024-06-01\nauthors:\n  - name: Bob\n    url: https://bob.dev\ntags: [Release]\n---\n\nAgain.\n\n<!-- excerpt -->\n\nThe rest of it.\n',
      // starlight-blog's own keys, on one post: declared, not warned of.
      'src/content/docs/news/third.md':
        '---\ntitle: Third\ndate: 2024-07-01\nexcerpt: Three.\nfeatured: true\ncover:\n  alt: A cover\n  image: ./cover.png\n---\n\nThrice.\n',
      // The plugin's marker only on a line of its own: not in a line of code, as in the plugin's demo post.
      'src/content/docs/news/code.md': "---\ntitle: Code\ndate: 2024-04-01\n---\n\n```js\nconst marker = '<!-- excerpt -->';\n```\n\nAfter the code.\n",
      'src/content/docs/news/mdx.mdx': '---\ntitle: In MDX\ndate: 2024-03-01\n---\n\nAbove in MDX.\n\n{/* excerpt */}\n\nBelow in MDX.\n',
      'src/content/docs/fr/start.md': '---\ntitle: Départ\n---\n\nBonjour.\n',
      'src/content/docs/fr/news/launch.md': '---\ntitle: Lancement\ndate: 2024-05-01\n---\n\nLancé.\n',
      'public/ada.png': Buffer.from(ONE_PIXEL_PNG, 'base64').toString('latin1'),
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.settings?.blog).toMatchObject({ prefix: 'news', title: 'Comet News', postsPerPage: 2, sidebarCount: 10, readingTime: true, rss: true });
    // The sidebar's link to the blog is the blog's, not a path served elsewhere.
    expect(found.linkedElsewhere).toBeUndefined();
    expect(found.settings?.leftOut).toEqual([
      expect.stringMatching(/^starlight-blog: a post's `cover` and `featured` \(declared as front matter keys, not shown/),
      expect.stringMatching(/^starlight-blog: a post of a locale folder \(`<locale>\/news\/`\) with no post of its name in `news\/`/),
      expect.stringMatching(/^starlight-blog: the `picture` of an author written out in a post/),
      expect.stringMatching(/^starlight-blog: the plugin's authors as every post's authors when a post names none/),
    ]);
    expect(initProject(root, found).created).toEqual(['site.config.ts', 'src/content/docs/news/authors.yml', 'src/content/docs/fr/news/options.json']);
    // The plugin's title in French is the French blog's, in Docusaurus' translation file beside the French posts.
    expect(JSON.parse(readFileSync(path.join(root, 'src/content/docs/fr/news/options.json'), 'utf8'))).toMatchObject({ title: { message: 'Nouvelles' } });
    const written = readFileSync(path.join(root, 'site.config.ts'), 'utf8');
    expect(written).toContain("path: 'src/content/docs/news',\n    routeBasePath: 'news',\n    blogTitle: 'Comet News',\n    postsPerPage: 2,");
    expect(written).toContain("feedOptions: { type: 'rss' },");
    expect(written).toContain(String.raw`truncateMarker: /^ {0,3}(?:<!-- excerpt -->|\{\/\* excerpt \*\/\})[ \t]*$/m,`);
    expect(written).toContain("excerptFrontMatter: 'excerpt',");
    expect(written).toContain("frontMatterKeys: ['featured', 'cover']");
    expect(written).toContain("'**/__tests__/**', 'news/**', 'fr/news/**']");
    expect(readFileSync(path.join(root, 'src/content/docs/news/authors.yml'), 'utf8')).toContain(
      '"ada":\n  name: "Ada"\n  title: "Maintainer"\n  url: "https://ada.dev"\n  image_url: "/ada.png"\n',
    );
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    const files = result.files!;
    // Posts are the blog's: the list (two a page, newest first), dates, authors from the map and written out, tags, the feed.
    const listed = (file: string) => [...(files.text(file) ?? '').matchAll(/<h2 class="blog-post-title"><a href="([^"]+)"/g)].map((m) => m[1]!);
    expect(listed('news.html')).toEqual(['/news/third', '/news/second']);
    expect(listed('news/page/2.html')).toEqual(['/news/launch', '/news/code']);
    expect(listed('news/page/3.html')).toEqual(['/news/mdx']);
    // A marker in a line of code ends nothing; the MDX one ends the entry.
    expect(files.text('news/page/2.html')).toContain('After the code.');
    expect(files.text('news/page/3.html')).toContain('Above in MDX.');
    expect(files.text('news/page/3.html')).not.toContain('Below in MDX.');
    expect(files.text('news/launch.html')).toContain('May 1, 2024');
    expect(files.text('news/launch.html')).toContain('Ada');
    expect(files.text('news/launch.html')).toContain('/ada.png');
    expect(files.text('news/second.html')).toContain('Bob');
    expect(files.text('news/tags/release.html')).toContain('Launch');
    expect(files.text('news/rss.xml')).toContain('<title>Launch</title>');
    // A post's `excerpt` front matter is its list entry (Markdown), and its page shows its body.
    expect(files.text('news.html')).toContain('<p>Three.</p>');
    expect(files.text('news.html')).not.toContain('Thrice.');
    expect(files.text('news/third.html')).toContain('Thrice.');
    // The plugin's `<!-- excerpt -->` ends a post's list entry; the post shows whole.
    expect(files.text('news.html')).toContain('Again.');
    expect(files.text('news.html')).not.toContain('The rest of it.');
    expect(files.text('news/second.html')).toContain('The rest of it.');
    // The translations in fr/news/ are the French blog's posts (not doc pages); a post without one keeps its own text.
    expect(files.text('fr/news/launch.html')).toContain('Lancé');
    expect(files.text('fr/news/launch.html')).not.toContain('We launched.');
    expect(files.text('fr/news/second.html')).toContain('Again.');
    expect(files.text('fr/news/page/2.html')).toContain('Lancement');
    expect(files.text('fr/news.html')).toContain('<title>Nouvelles');
    expect(files.text('news.html')).toContain('<title>Comet News');
    expect(files.text('fr/start.html')).toContain('Bonjour');
  });

  it("carries Starlight's head tags, and says what it leaves out: its plugins (what a blog plugin's posts become), Astro's remark plugins", async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', dependencies: { '@astrojs/starlight': '^0.34.0', astro: '^5.0.0' } }),
      'astro.config.mjs': [
        "import starlight from '@astrojs/starlight';",
        "import starlightImageZoom from 'starlight-image-zoom';",
        "import starlightBlog from 'starlight-blog';",
        "import remarkFoo from 'remark-foo';",
        "import remarkMath from 'remark-math';",
        'export default {',
        "  trailingSlash: 'always',",
        '  markdown: { remarkPlugins: [remarkFoo, remarkMath] },',
        '  integrations: [',
        '    starlight({',
        "      title: 'Comet',",
        "      head: [{ tag: 'meta', attrs: { property: 'og:image', content: 'https://comet.dev/og.png' } }, { tag: 'script', content: 'track()' }],",
        '      plugins: [starlightImageZoom(), starlightBlog()],',
        '    }),',
        '  ],',
        '};',
        '',
      ].join('\n'),
      'src/content/docs/index.md': '---\ntitle: Comet\n---\n\nHome, $x$.\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.markdownExtensions).toEqual({ packages: ['remark-foo'], leftOut: ['markdown.remarkPlugins (remark-foo)'] });
    expect(found.settings?.leftOut).toEqual([
      "head: <script> (docsgen's `head` takes `meta`, `link` and `script` tags with a `src`, without inline code or event handlers)",
      "Starlight's plugins (starlight-image-zoom): docsgen runs none; what they add to pages or the theme is not there",
      expect.stringMatching(/^starlight-blog: a post's `cover` and `featured` \(declared as front matter keys, not shown/),
      expect.stringMatching(/^starlight-blog: the `picture` of an author written out in a post/),
      "starlight-blog: its blog, which has no posts in src/content/docs/blog/ yet (docsgen's `blog: { path: 'src/content/docs/blog' }` reads them once there are)",
    ]);
    initProject(root, found);
    const written = readFileSync(path.join(root, 'site.config.ts'), 'utf8');
    expect(written).toContain("// - Starlight's plugins (starlight-image-zoom)");
    expect(written).toContain("// - starlight-blog: a post's `cover` and `featured`");
    expect(written).toContain("missingPlugins: ['remark-foo']");
    expect(written).toContain('  trailingSlash: true,');
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    expect(result.files!.text('index.html')).toContain('<meta property="og:image" content="https://comet.dev/og.png">');
    expect(result.files!.text('index.html')).not.toContain('track()');
    // Starlight's theme picker starts from the reader's system, dark where it says nothing.
    expect(result.files!.text('index.html')).toContain('"colorMode":{"defaultMode":"dark","disableSwitch":false,"respectPrefersColorScheme":true}');
  });

  it("carries Astro's `trailingSlash: 'always'` as docsgen's `true`: a blog post's relative link starts at its address with a `/`, as Astro serves it", async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', dependencies: { '@astrojs/starlight': '^0.34.0', astro: '^5.0.0', 'starlight-blog': '^0.25.0' } }),
      'astro.config.mjs': [
        "import starlight from '@astrojs/starlight';",
        "import starlightBlog from 'starlight-blog';",
        "export default { trailingSlash: 'always', integrations: [starlight({ title: 'Comet', plugins: [starlightBlog()] })] };",
        '',
      ].join('\n'),
      'src/content/docs/index.md': '---\ntitle: Comet\n---\n\nHome.\n',
      'src/content/docs/blog/launch.md': '---\ntitle: Launch\ndate: 2024-05-01\n---\n\nWe launched; [then again](../second/).\n',
      'src/content/docs/blog/second.md': '---\ntitle: Second\ndate: 2024-06-01\n---\n\nAgain.\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.settings?.trailingSlash).toBe(true);
    expect(found.settings?.leftOut.join('\n')).not.toContain('trailingSlash');
    initProject(root, found);
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toContain("astro.config.mjs's `trailingSlash: 'always'`");
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    expect(result.files!.text('blog/launch.html')).toContain('<a href="/blog/second">then again</a>');
  });

  it("carries VitePress' appearance as the colour mode: the reader's system by default, forced modes without a switch", async () => {
    const colorModeOf = async (appearance: string) => {
      const root = project({
        'package.json': JSON.stringify({ name: 'docs', private: true }),
        '.vitepress/config.ts': `export default { title: 'Quill',${appearance} }\n`,
        'index.md': '# Quill\n\nHome.\n',
      });
      initProject(root, await withConfigFacts(root, detectProject(root)!));
      const result = await build({ root, strict: true, inMemory: true, workers: 0 });
      expect(problems(result)).toEqual([]);
      return JSON.parse(result.files!.text('index.html')!.match(/"colorMode":(\{[^}]*\})/)![1]!) as unknown;
    };
    expect(await colorModeOf('')).toEqual({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true });
    expect(await colorModeOf(" appearance: 'force-dark'")).toEqual({ defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false });
    expect(await colorModeOf(' appearance: false')).toEqual({ defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false });
    expect(await colorModeOf(" appearance: 'dark'")).toEqual({ defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false });
  });

  it("carries VitePress' head tags, and says which it leaves out", async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', private: true }),
      '.vitepress/config.ts': [
        "import Components from 'unplugin-vue-components/vite'",
        'export default {',
        "  title: 'Quill',",
        '  head: [',
        "    ['script', { async: 'true', src: 'https://quill.dev/banner.js?kind=top' }],",
        "    ['meta', { name: 'theme-color', content: '#3c8772' }],",
        "    ['script', {}, 'window.track()'],",
        '  ],',
        '  transformPageData(page) { page.title += "!" },',
        '  async buildEnd() {},',
        "  vite: { plugins: [{ name: 'quill-icons' }, [Components({ dirs: ['components'] }), false], { transform() {} }] },",
        '}',
        '',
      ].join('\n'),
      'index.md': '# Quill\n\nHome.\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.settings?.head).toEqual([
      { tagName: 'script', attributes: { async: 'true', src: 'https://quill.dev/banner.js?kind=top' } },
      { tagName: 'meta', attributes: { name: 'theme-color', content: '#3c8772' } },
    ]);
    expect(found.settings?.leftOut).toEqual([
      "head: <script> (docsgen's `head` takes `meta`, `link` and `script` tags with a `src`, without inline code or event handlers)",
      "transformPageData, buildEnd (VitePress' build hooks: docsgen runs none; what they change in pages, the head or the output is not there)",
      "vite.plugins (quill-icons, unplugin-vue-components/vite, one of the config's own): docsgen does not run Vite; what they add (components, styles, modules) is not there",
    ]);
    initProject(root, found);
    const written = readFileSync(path.join(root, 'site.config.ts'), 'utf8');
    expect(written).toContain("// VitePress' `head` tags, added to every page.");
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    const home = result.files!.text('index.html')!;
    expect(home).toMatch(/<script async="true" src="https:\/\/quill\.dev\/banner\.js\?kind=top"><\/script>/);
    expect(home).toContain('<meta name="theme-color" content="#3c8772">');
    expect(home).not.toContain('window.track()');
  });

  it('says when it cannot read where the pages are: a computed srcDir, rewrites (eslint-stylistic)', async () => {
    const root = project({
      '.vitepress/config.ts': [
        "import { fileURLToPath } from 'node:url'",
        'export default {',
        "  title: 'Quill',",
        "  srcDir: fileURLToPath(new URL('..', import.meta.url)),",
        "  rewrites: { 'packages/:pkg/README.md': 'rules/:pkg.md' },",
        "  pwa: { srcDir: '.vitepress' },",
        '}',
        '',
      ].join('\n'),
      'index.md': '# Quill\n\nHome.\n',
    });
    const detected = detectProject(root)!;
    expect(detected.docsPath).toBe('.');
    const leftOut = [
      "srcDir (computed, not written as a string): the pages are read from the project's folder; set `docs.path` and `staticDir` to where they are",
      'rewrites (docsgen builds each page at its own path, so links to a rewritten path are reported broken)',
    ];
    expect(detected.settings?.leftOut).toEqual(leftOut);
    const found = await withConfigFacts(root, detected);
    expect(found.settings?.leftOut).toEqual(leftOut);
    initProject(root, found);
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toContain('// - rewrites (docsgen builds each page');
    // Written as a string, and the rewrite that moves a folder to the root, are read: nothing to say.
    const plain = project({
      '.vitepress/config.ts': "export default { title: 'Quill', srcDir: 'docs', rewrites: { 'en/:rest*': ':rest*' } }\n",
      'docs/en/index.md': '# Quill\n\nHome.\n',
    });
    expect(detectProject(plain)!.settings).toBeUndefined();
  });

  it("names the Vite plugins it does not run, which may change the pages as they load (knex's `<SqlOutput>`)", async () => {
    const root = project({
      '.vitepress/config.ts': [
        "import sqlOutput from './sql-output'",
        "export default { title: 'Quill', vite: { plugins: [sqlOutput(), [false, { name: 'icons', transform() {} }]] } }",
        '',
      ].join('\n'),
      '.vitepress/sql-output.ts': "export default () => ({ name: 'sql-output', enforce: 'pre', transform(src: string) { return src } })\n",
      'index.md': '# Quill\n\nHome.\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.settings?.leftOut).toEqual([
      'vite.plugins (sql-output, icons): docsgen does not run Vite; what they add (components, styles, modules) is not there',
    ]);
    initProject(root, found);
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toContain('// - vite.plugins (sql-output, icons)');
  });

  it("carries Starlight's social links, favicon, description, edit link and a logo among Astro's assets (copied under its hash)", async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', dependencies: { '@astrojs/starlight': '^0.34.0', astro: '^5.0.0' } }),
      'astro.config.mjs': [
        "import starlight from '@astrojs/starlight';",
        'export default {',
        '  integrations: [',
        '    starlight({',
        "      title: 'Comet',",
        "      description: 'A comet of a tool.',",
        "      logo: { light: './src/assets/logo.svg', dark: './src/assets/logo-dark.svg' },",
        "      social: [{ icon: 'github', label: 'GitHub', href: 'https://github.com/comet/comet' }, { icon: 'discord', label: 'Chat', href: 'https://discord.gg/comet' }],",
        "      editLink: { baseUrl: 'https://github.com/comet/comet/edit/main/docs/' },",
        '    }),',
        '  ],',
        '};',
        '',
      ].join('\n'),
      'public/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'src/assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
      'src/assets/logo-dark.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="12" height="12"/>',
      'src/content/docs/index.md': '---\ntitle: Comet\n---\n\nHome.\n',
      'src/content/docs/guides/start.md': '---\ntitle: Start\n---\n\nStart.\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.chrome).toEqual({
      logo: { src: './src/assets/logo.svg', srcDark: './src/assets/logo-dark.svg' },
      navbarItems: [
        { type: 'link', label: 'GitHub', href: 'https://github.com/comet/comet', position: 'right', icon: 'github' },
        { type: 'link', label: 'Chat', href: 'https://discord.gg/comet', position: 'right', icon: 'discord' },
      ],
      favicon: '/favicon.svg',
      editUrl: 'https://github.com/comet/comet/edit/main/docs/',
      tagline: 'A comet of a tool.',
      leftOut: [],
      failure: null,
    });
    initProject(root, found);
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    const page = result.files!.text('guides/start.html')!;
    // Both images copied under their content hash, and shown from there.
    const shown = [...page.matchAll(/<img[^>]*src="(\/assets\/img\/logo[^"]*)"/g)].map((m) => m[1]!);
    expect(shown).toEqual([
      expect.stringMatching(/^\/assets\/img\/logo-[0-9a-f]{8}\.svg$/),
      expect.stringMatching(/^\/assets\/img\/logo-dark-[0-9a-f]{8}\.svg$/),
    ]);
    expect(result.files!.text(shown[0]!.slice(1))).toContain('width="10"');
    expect(result.files!.text(shown[1]!.slice(1))).toContain('width="12"');
    expect(navbarLinks(page)).toEqual(['GitHub https://github.com/comet/comet icon', 'Chat https://discord.gg/comet icon']);
    expect(page).toContain('href="https://github.com/comet/comet/edit/main/docs/src/content/docs/guides/start.md"');
    expect(page).toMatch(/<link rel="icon"[^>]*href="\/favicon\.svg"/);
  });

  it("lists Astro's own pages and endpoints as served elsewhere, so that links to them are not broken", async () => {
    const root = project({
      ...COMET_STARLIGHT,
      'src/content/docs/index.md':
        '---\ntitle: Comet\n---\n\n[Plans](/enterprise/), [a card](/og/guide/start.png), [a post](/blog/hello), [the data](/api/rules.json).\n',
      'src/pages/enterprise.astro': '<h1>Plans</h1>\n',
      'src/pages/og/[...path].ts': 'export function GET() {}\n',
      'src/pages/blog/[slug].astro': '<h1>Post</h1>\n',
      'src/pages/api/rules.json.ts': 'export function GET() {}\n',
      'src/pages/_parts/card.astro': '<div />\n',
      'src/pages/about.md': '# About\n\nComet.\n',
      // Routes of parameters alone (withastro/docs' redirects) would take any link for served: left out.
      'src/pages/[...enRedirectSlug].astro': '---\n---\n',
      'src/pages/[lang]/index.astro': '---\n---\n',
      'src/pages/[lang]/install.astro': '---\n---\n',
      'src/content/docs/broken.md': '---\ntitle: Broken\n---\n\n[Nowhere](/nowhere).\n',
    });
    initProject(root, detectProject(root)!);
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toContain(
      "  servedElsewhere: ['/*/install', '/api/rules.json', '/blog/*', '/enterprise', '/og/**'],\n",
    );
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([expect.stringMatching(/^error broken-link src\/content\/docs\/broken\.md:5 /)]);
    expect(result.files!.text('about.html')).toContain('Comet.');
  });

  it("carries where the site is published: Astro's `site` (a string, a constant, a fallback) and VitePress' sitemap hostname", () => {
    const starlightProject = project({
      'package.json': JSON.stringify({ name: 'docs', dependencies: { '@astrojs/starlight': '^0.28.0' } }),
      'astro.config.mjs':
        "import starlight from '@astrojs/starlight';\nconst site = 'https://v2.tauri.app';\nexport default defineConfig({\n  site,\n  integrations: [starlight({ title: 'Tauri' })],\n});\n",
      'src/content/docs/index.md': '---\ntitle: Tauri\n---\n\nHome.\n',
    });
    expect(detectProject(starlightProject)?.siteUrl).toBe('https://v2.tauri.app');
    initProject(starlightProject, detectProject(starlightProject)!);
    expect(readFileSync(path.join(starlightProject, 'site.config.ts'), 'utf8')).toContain("url: 'https://v2.tauri.app',");
    const vitePressProject = project({
      '.vitepress/config.ts': "export default { title: 'Vitest', sitemap: { hostname: 'https://vitest.dev/' } };\n",
      'index.md': '# Vitest\n',
    });
    expect(detectProject(vitePressProject)?.siteUrl).toBe('https://vitest.dev');
    // A fallback after a preview address, in a constant (withastro/docs) or in place (expressive-code).
    const fallbacks = [
      "const site = previewSite || 'https://docs.astro.build/';\nexport default defineConfig({ site, integrations: [starlight({ title: 'Docs' })] });\n",
      "export default defineConfig({\n  site: (process.env.CONTEXT !== 'production' && process.env.DEPLOY_URL) || 'https://expressive-code.com',\n  integrations: [starlight({ title: 'EC' })],\n});\n",
      // starlight-blog: a preview's address or the published one, over several lines.
      "const site =\n  process.env['VERCEL_ENV'] !== 'production' && process.env['VERCEL_URL']\n    ? `https://${process.env['VERCEL_URL']}`\n    : 'https://starlight-blog-docs.vercel.app/'\n\nexport default defineConfig({ site, integrations: [starlight({ title: 'Blog' })] });\n",
    ];
    const found = fallbacks.map(
      (config) =>
        detectProject(
          project({
            'package.json': JSON.stringify({ name: 'docs', dependencies: { '@astrojs/starlight': '^0.30.0' } }),
            'astro.config.mjs': `import starlight from '@astrojs/starlight';\n${config}`,
            'src/content/docs/index.md': '---\ntitle: Docs\n---\n\nHome.\n',
          }),
        )?.siteUrl,
    );
    expect(found).toEqual(['https://docs.astro.build', 'https://expressive-code.com', 'https://starlight-blog-docs.vercel.app']);
  });

  // genaiscript's FAQ writes `keywords` as one comma-separated string: its page was missing from init's index, so
  // the sidebar's link to it went to servedElsewhere as "neither a page nor a public file".
  it('counts a page whose front matter is invalid as a page, and says why the build will refuse it', async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', dependencies: { '@astrojs/starlight': '^0.34.0' } }),
      'astro.config.mjs':
        "import starlight from '@astrojs/starlight';\nexport default {\n  integrations: [starlight({ title: 'Comet', sidebar: ['start', { label: 'FAQ', link: '/faq/' }, 'help'] })],\n};\n",
      'src/content/docs/start.md': '---\ntitle: Start\n---\n\nGo.\n',
      'src/content/docs/faq.md': '---\ntitle: FAQ\nkeywords: comets, tails\n---\n\nAsked.\n',
      'src/content/docs/help.md': '---\ntitle: Help\nsidebar_position: first\n---\n\nHelped.\n',
    });
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.linkedElsewhere).toBeUndefined();
    expect(found.sidebars?.sidebars).toEqual({ docs: ['start', { type: 'doc', id: 'faq', label: 'FAQ' }, 'help'] });
    expect(found.invalidPages).toEqual([
      { file: 'src/content/docs/faq.md', line: 3, reason: expect.stringContaining('`keywords`') },
      { file: 'src/content/docs/help.md', line: 3, reason: expect.stringContaining('`sidebar_position`') },
    ]);
    expect(invalidPagesReport(found).join('\n')).toContain(
      "2 pages have front matter that the build refuses until it is fixed, counted as pages all the same (links to them are the site's): The front matter key `keywords` is invalid: Invalid input: expected array, received string (src/content/docs/faq.md:3); The front matter key `sidebar_position` is invalid: Invalid input: expected number, received string (src/content/docs/help.md:3)",
    );
    initProject(root, found);
    const result = await build({ root, inMemory: true, workers: 0 });
    // The build names each page's front matter, and the sidebar items that name them point there.
    expect(problems(result).map((p) => p.replace(/ site\.config\.ts:\d+ /, ' '))).toEqual([
      'error front-matter-invalid src/content/docs/faq.md:3 The front matter key `keywords` is invalid: Invalid input: expected array, received string.',
      'error front-matter-invalid src/content/docs/help.md:3 The front matter key `sidebar_position` is invalid: Invalid input: expected number, received string.',
      'error sidebar-unknown-doc The sidebar `docs` (docs.sidebars.docs[1]) refers to the doc id `faq`, whose file src/content/docs/faq.md has an error above, so it is not a page yet.',
      'error sidebar-unknown-doc The sidebar `docs` (docs.sidebars.docs[2]) refers to the doc id `help`, whose file src/content/docs/help.md has an error above, so it is not a page yet.',
    ]);
  });

  it("carries Astro's `base` as baseUrl: links the pages write with it are the site's (genaiscript's `/genaiscript/…`)", async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', dependencies: { '@astrojs/starlight': '^0.34.0' } }),
      'astro.config.mjs':
        "import starlight from '@astrojs/starlight';\nexport default defineConfig({\n  site: 'https://comet.dev',\n  base: '/comet',\n  integrations: [starlight({ title: 'Comet' })],\n});\n",
      'src/content/docs/index.md': '---\ntitle: Comet\n---\n\nRead [the guide](/comet/guide/#start).\n',
      'src/content/docs/guide.md': '---\ntitle: Guide\n---\n\n## Start\n\nGo.\n',
    });
    expect(detectProject(root)?.baseUrl).toBe('/comet/');
    const found = await withConfigFacts(root, detectProject(root)!);
    expect(found.baseUrl).toBe('/comet/');
    initProject(root, found);
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toContain("baseUrl: '/comet/',");
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    expect(problems(result)).toEqual([]);
    expect(result.files!.text('index.html')).toContain('href="/comet/guide#start"');
  });

  it('reads the locales from a JSON file the config imports, as Tauri keeps them', () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', dependencies: { '@astrojs/starlight': '^0.28.0' } }),
      'astro.config.mjs':
        "import starlight from '@astrojs/starlight';\nimport locales from './locales.json';\nexport default defineConfig({ integrations: [starlight({ title: 'Tauri', locales })] });\n",
      'locales.json': JSON.stringify(
        { root: { label: 'English', lang: 'en' }, 'zh-cn': { label: '简体中文', lang: 'zh-cn' }, ar: { label: 'العربية', lang: 'ar', dir: 'rtl' } },
        null,
        2,
      ),
      'src/content/docs/index.md': '---\ntitle: Tauri\n---\n\nHome.\n',
      'src/content/docs/zh-cn/index.md': '---\ntitle: Tauri\n---\n\n首页\n',
      'src/content/docs/ar/index.md': '---\ntitle: Tauri\n---\n\nالرئيسية\n',
    });
    expect(detectProject(root)?.locales).toEqual({
      defaultLocale: 'en',
      others: [
        { code: 'zh-cn', label: '简体中文', lang: 'zh-cn', rtl: false },
        { code: 'ar', label: 'العربية', lang: 'ar', rtl: true },
      ],
    });
  });

  it("reads Starlight's locales: a root locale and a folder per other locale become i18n with layout 'folders'", async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', dependencies: { '@astrojs/starlight': '^0.30.0' } }),
      'astro.config.mjs': [
        "import starlight from '@astrojs/starlight';",
        'export const locales = {',
        "  root: { label: 'English', lang: 'en' },",
        "  'pt-br': { label: 'Português do Brasil', lang: 'pt-BR' },",
        "  fa: { label: 'فارسی', lang: 'fa', dir: 'rtl' },",
        "  ja: { label: '日本語', lang: 'ja' },",
        '};',
        "export default defineConfig({ integrations: [starlight({ title: 'Comet', locales })] });",
        '',
      ].join('\n'),
      'tsconfig.json':
        '{\n  // Astro resolves these in image addresses too.\n  "extends": "astro/tsconfigs/strict",\n  "compilerOptions": { "paths": { "~/*": ["./src/*"] } },\n}\n',
      'src/content/docs/index.mdx':
        '---\ntitle: Comet\ntemplate: splash\nhero:\n  tagline: Fast\n  image:\n    file: ~/assets/comet.png\n    alt: A comet\n  actions:\n    - text: Start\n      link: /start/\n      variant: minimal\n---\n\nHome.\n',
      'src/content/docs/start.md': '---\ntitle: Start\nsidebar:\n  order: 1\n---\n\nstartwordenglish\n',
      'src/content/docs/pt-br/start.md': '---\ntitle: Começar\n---\n\nstartwordportuguese\n',
      'src/content/docs/fa/index.mdx': '---\ntitle: کامت\n---\n\nخانه\n',
    });
    const found = detectProject(root);
    // `ja` has no folder: not a locale of this site.
    expect(found?.locales).toEqual({
      defaultLocale: 'en',
      others: [
        { code: 'pt-br', label: 'Português do Brasil', lang: 'pt-BR', rtl: false },
        { code: 'fa', label: 'فارسی', lang: 'fa', rtl: true },
      ],
    });
    expect(found?.pathAliases).toEqual({ '~/': 'src/' });
    mkdirSync(path.join(root, 'src/assets'));
    writeFileSync(path.join(root, 'src/assets/comet.png'), Buffer.from(ONE_PIXEL_PNG, 'base64'));
    initProject(root, found!);
    const result = await build({ root, inMemory: true, workers: 0 });
    // (Under --strict, the theme's words lacking a built-in Portuguese or Persian translation would be warned about.)
    expect(problems(result).filter((p) => !p.startsWith('warning interface-text-missing'))).toEqual([]);
    const out = result.files!;
    expect(out.text('pt-br/start.html')).toContain('startwordportuguese');
    expect(out.text('pt-br/start.html')).toContain('<html lang="pt-BR"');
    expect(out.text('fa/start.html')).toContain('startwordenglish');
    expect(out.text('fa/start.html')).toContain('dir="rtl"');
    expect(out.text('pt-br/pt-br/start.html')).toBeUndefined();
    // The splash page is a landing page.
    expect(out.text('index.html')).toContain('landing-action landing-action-secondary');
    // Its hero image, written with tsconfig's `~/` alias, is found and copied.
    expect(out.text('index.html')).toMatch(/<img[^>]*src="\/assets\/img\/comet-[0-9a-f]+\.png"[^>]*alt="A comet"/);
  });

  it("carries lastUpdated: true, and reads the pages' head and lastUpdated keys", async () => {
    const root = project({
      'package.json': JSON.stringify({ name: 'docs', dependencies: { '@astrojs/starlight': '^0.30.0' } }),
      'astro.config.mjs':
        "import starlight from '@astrojs/starlight';\nexport default defineConfig({ integrations: [starlight({ title: 'Comet', lastUpdated: true })] });\n",
      'src/content/docs/about.md': [
        '---',
        'title: About',
        'head:',
        '  - tag: title',
        '    content: All about Comet',
        '  - tag: meta',
        '    attrs: { name: description, content: Who makes Comet }',
        '  - tag: style',
        '    content: "body { color: red }"',
        'lastUpdated: 2022-08-09',
        '---',
        '',
        'About.',
        '',
      ].join('\n'),
      'src/content/docs/hidden.md': '---\ntitle: Hidden\nlastUpdated: false\nlast_update:\n  date: 2023-01-02\n---\n\nHidden.\n',
      // The body's <head> wins over the front matter's where both give the same tag.
      'src/content/docs/both.mdx':
        '---\ntitle: Both\nhead:\n  - tag: title\n    content: Front title\n  - tag: meta\n    attrs: { name: keywords, content: front }\n---\n\n<head><title>Body title</title></head>\n\nBoth.\n',
    });
    const found = detectProject(root);
    expect(found).toMatchObject({ kind: 'starlight', showLastUpdateTime: true });
    initProject(root, found!);
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toContain('showLastUpdateTime: true');
    const result = await build({ root, inMemory: true, workers: 0 });
    // The style entry is left out, and said so at its line; nothing else is reported.
    expect(problems(result)).toEqual([
      expect.stringMatching(
        /^warning front-matter-unknown-key src\/content\/docs\/about\.md:8 Starlight's front matter key `head\[2\]` is a `<style>` tag, which docsgen does not add to a page/,
      ),
    ]);
    const about = result.files!.text('about.html')!;
    expect(about).toContain('<title>All about Comet</title>');
    expect(about).toContain('<meta name="description" content="Who makes Comet"');
    expect(about).not.toContain('color: red');
    expect(about).toMatch(/class="doc-last-update".*datetime="2022-08-09/is);
    expect(result.files!.text('hidden.html')).not.toContain('doc-last-update');
    const both = result.files!.text('both.html')!;
    expect(both).toContain('<title>Body title</title>');
    expect(both).toContain('<meta name="keywords" content="front"');
  });
});
