/**
 * The Docusaurus-convention fixture (tests/fixtures/docusaurus-conventions, expectations in its EXPECTED.md, checked
 * against Docusaurus' own plugin) builds as Docusaurus routes, titles, orders and paginates it: with its sidebars
 * file in three formats, and with no sidebars at all (generated from the folders).
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PageDataWithBody, SidebarView } from '../../core/route-data.js';
import { routeOutputFile } from '../../core/urls.js';
import { baseDocs, configText, doc, makeSite } from '../support/fixture-site.js';
import { pageDataOf } from '../support/page-data.js';
import { build, type BuildResult } from '../../src/session/build.js';
import { serve } from '../../src/server/serve.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/docusaurus-conventions');
const copies: string[] = [];

/** Builds a copy of the fixture; `sidebars` names the sidebars file its config points at (none: generated sidebar). */
async function buildFixture(sidebars: string | null): Promise<BuildResult> {
  const root = mkdtempSync(path.join(tmpdir(), 'docsgen-docusaurus-'));
  copies.push(root);
  cpSync(fixture, root, { recursive: true });
  const config = sidebars === null ? 'site.autogen.config.ts' : sidebars === 'sidebars.js' ? 'site.config.ts' : 'site.variant.config.ts';
  const settings = `title: 'Tern', url: 'https://tern.example', docs: { sidebarPath: './${sidebars}' }`;
  if (config === 'site.variant.config.ts')
    writeFileSync(path.join(root, config), `import { defineConfig } from 'docsgen';\nexport default defineConfig({ ${settings} });\n`);
  return build({ root, config, inMemory: true });
}

afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function page(result: BuildResult, route: string): PageDataWithBody {
  const text = result.files!.text(routeOutputFile(route));
  if (!text) throw new Error(`no page at ${route}`);
  return pageDataOf(text, (url) => result.files!.text(url.slice(1)));
}

/** A sidebar as indented lines: `label → href (collapsed) .class`. */
function outline(items: readonly SidebarView[], depth = 0): string[] {
  return items.flatMap((item) => {
    const head = `${'  '.repeat(depth)}${item.label}${item.href ? ` → ${item.href}` : ''}${item.kind === 'category' && item.collapsed ? ' (collapsed)' : ''}${item.className ? ` .${item.className}` : ''}`;
    return item.kind === 'category' ? [head, ...outline(item.items ?? [], depth + 1)] : [head];
  });
}

const nav = (p: PageDataWithBody) => [p.prev?.label ?? null, p.next?.label ?? null];
const warnings = (result: BuildResult) => result.diagnostics.map((d) => `${d.severity} ${d.file}:${d.line} ${d.code}`);

describe.each(['sidebars.js', 'sidebars.json', 'sidebars.ts'])('a Docusaurus docs folder with its sidebars file (%s)', (sidebars) => {
  let result: BuildResult;
  it('builds every page but drafts and partials, with one warning (the typo key) and no error', async () => {
    result = await buildFixture(sidebars);
    expect(warnings(result)).toEqual(['warning docs/guides/applyMiddleware.md:2 front-matter-unknown-key']);
    expect(result.diagnostics[0]!.hint).toContain('`sidebar_position`');
    expect(result.pages).toBe(22); // 17 docs, the generated index, and 4 tag pages
    const routes = [...result.files!.files.keys()].filter((f) => f.endsWith('.html')).sort();
    expect(routes).toEqual(
      [
        '404.html',
        'api.html',
        'api/client.html',
        'api/server.html',
        'category/first-steps.html',
        'concepts/overview.html',
        'concepts/tasks.html',
        'concepts/workspaces.html',
        'getting-started/configure.html',
        'getting-started/install.html',
        'guides.html',
        'guides/applyMiddleware.html',
        'guides/deploying.html',
        'guides/shortcut.html',
        'index.html',
        'reference.html',
        'reference/cli.html',
        'reference/config-file.html',
        'search.html',
        'start-here.html',
        'tags.html',
        'tags/cli.html',
        'tags/configuration.html',
        'tags/reference.html',
      ].sort(),
    );
  });

  it('orders the main sidebar as Docusaurus does (shorthand, front matter ids, slices, links; drafts dropped)', () => {
    expect(outline(page(result, '/').sidebar!)).toEqual([
      'Getting started',
      '  Introduction → /',
      '  Install Tern → /getting-started/install',
      'First steps → /category/first-steps (collapsed)',
      '  First build → /start-here',
      '  Configure Tern → /getting-started/configure',
      'How-to guides (collapsed)',
      '  Guides → /guides',
      '  Cache task outputs → /guides/shortcut',
      '  Deploy with Tern → /guides/deploying',
      '  applyMiddleware → /guides/applyMiddleware',
      'Concepts → /concepts/overview (collapsed)',
      '  The task graph → /concepts/tasks',
      'Reference → /reference (collapsed)',
      '  CLI → /reference/cli .sidebar-cli',
      '  Config file reference → /reference/config-file',
      'Changelog → https://tern.example/changelog',
    ]);
    expect(outline(page(result, '/api/client').sidebar!)).toEqual(['API', '  Client → /api/client', '  Server → /api/server']);
    expect(page(result, '/api').sidebar).toBeNull();
  });

  it('paginates by the sidebar, with the front matter overrides and labels', () => {
    expect(nav(page(result, '/getting-started/install'))).toEqual(['Introduction', 'First steps']);
    expect(nav(page(result, '/start-here'))).toEqual(['First steps', 'The task graph']);
    expect(nav(page(result, '/guides'))).toEqual(['Configuration', 'Cache task outputs']);
    expect(nav(page(result, '/concepts/tasks'))).toEqual(['Concepts', 'Reference']);
    expect(nav(page(result, '/concepts/workspaces'))).toEqual([null, null]);
    expect(nav(page(result, '/reference/config-file'))).toEqual([null, null]);
  });
});

describe('the same folder with no sidebars (generated from the folders)', () => {
  let result: BuildResult;
  it('builds with the one warning, and the generated index of the category file', async () => {
    result = await buildFixture(null);
    expect(warnings(result)).toEqual(['warning docs/guides/applyMiddleware.md:2 front-matter-unknown-key']);
    expect(result.files!.text('getting-started.html')).toContain('Get started with Tern');
  });

  it('orders by position, then file name; categories take labels and links from category files and index docs', () => {
    expect(outline(page(result, '/guides/shortcut').sidebar!)).toEqual([
      'Introduction → /',
      'Getting started → /getting-started .category-getting-started',
      '  Install Tern → /getting-started/install',
      '  First build → /start-here',
      '  Configure Tern → /getting-started/configure',
      'Guides → /guides',
      '  Cache task outputs → /guides/shortcut',
      '  Deploy with Tern → /guides/deploying',
      '  applyMiddleware → /guides/applyMiddleware',
      'Core concepts → /concepts/overview .category-concepts',
      '  The task graph → /concepts/tasks',
      'API → /api (collapsed)',
      '  Client → /api/client',
      '  Server → /api/server',
      'Reference → /reference (collapsed)',
      '  CLI → /reference/cli .sidebar-cli',
      '  Config file reference → /reference/config-file',
    ]);
  });

  it('shows an unlisted page in the sidebar only on that page, and keeps it out of the sitemap and search', () => {
    const own = outline(page(result, '/concepts/workspaces').sidebar!);
    expect(own).toContain('  Workspaces → /concepts/workspaces');
    expect(result.files!.text('sitemap.xml')).not.toContain('/concepts/workspaces');
    expect(result.files!.text('concepts/workspaces.html')).toContain('<meta name="robots" content="noindex">');
    expect(result.records!.some((r) => r.url.includes('/concepts/workspaces'))).toBe(false);
  });

  it('paginates through categories with links, skipping the unlisted page', () => {
    expect(nav(page(result, '/'))).toEqual([null, 'Getting started']);
    expect(nav(page(result, '/guides/applyMiddleware'))).toEqual(['Deploy with Tern', 'Concepts']);
    expect(nav(page(result, '/concepts/tasks'))).toEqual(['Concepts', 'API']);
    expect(nav(page(result, '/api/server'))).toEqual(['Client', 'Reference']);
  });

  it('takes titles and descriptions from the page when the front matter has none, and applies the page keys', () => {
    const install = result.files!.text('getting-started/install.html')!;
    expect(install).toContain('<title>Install Tern | Tern</title>');
    expect(install).toContain('<meta name="description" content="Tern needs Node.js 20 or later and installs from npm as tern-cli.">');
    expect(result.files!.text('guides/applyMiddleware.html')).toMatch(/<h1[^>]*>applyMiddleware/);
    expect(page(result, '/guides/deploying').bodyHtml).not.toContain('<h1');
    expect(page(result, '/getting-started/configure').toc.map((e) => `${e.depth} ${e.text}`)).toEqual([
      '2 The config file',
      '3 Format',
      '4 Required keys',
      '2 Environment variables',
      '3 Precedence',
    ]);
    expect(page(result, '/reference/cli').toc.map((e) => e.text)).toEqual(['tern build', 'tern clean']);
    expect(page(result, '/reference/cli').tags).toEqual([
      { label: 'cli', href: '/tags/cli' },
      { label: 'reference', href: '/tags/reference' },
    ]);
    const reference = page(result, '/tags/reference').bodyHtml;
    expect(reference).toContain('2 docs tagged with &quot;reference&quot;');
    expect(reference.match(/href="\/reference\/(cli|config-file)"/g)).toHaveLength(2);
    expect(page(result, '/tags').bodyHtml).toMatch(/cli<\/a> \(1\)[\s\S]*configuration<\/a> \(1\)[\s\S]*reference<\/a> \(2\)/);
    const intro = result.files!.text('index.html')!;
    expect(intro).toContain('<meta name="keywords" content="tern, task runner, build cache">');
    expect(intro).toContain('<meta property="og:image" content="https://tern.example/img/social.png">');
  });
});

describe('the same folder built for baseUrl /docs/ and served', () => {
  it('crawls clean: every page, asset and link under the base answers 200', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docsgen-docusaurus-base-'));
    copies.push(root);
    cpSync(fixture, root, { recursive: true });
    writeFileSync(
      path.join(root, 'site.base.config.ts'),
      "import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'Tern', url: 'https://tern.example', baseUrl: '/docs/', docs: { sidebarPath: './sidebars.js' } });\n",
    );
    const result = await build({ root, config: 'site.base.config.ts' });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const server = await serve({ dir: result.outDir!, baseUrl: '/docs/', port: 0 });
    try {
      const seen = new Set<string>();
      const queue = ['/docs/'];
      const failures: string[] = [];
      while (queue.length) {
        const url = queue.shift()!;
        if (seen.has(url)) continue;
        seen.add(url);
        const response = await fetch(server.url + url);
        if (response.status !== 200) failures.push(`${url} → ${response.status}`);
        if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) continue;
        const html = await response.text();
        for (const [, href] of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
          if (/^([a-z]+:|#|\/\/)/i.test(href!)) continue;
          const pathname = new URL(href!, server.url + url).pathname;
          if (!pathname.startsWith('/docs')) failures.push(`${url} links outside the base: ${href}`);
          else queue.push(pathname);
        }
      }
      expect(failures).toEqual([]);
      expect(seen.size).toBeGreaterThan(15);
      expect(seen).toContain('/docs/category/first-steps');
      expect(seen).toContain('/docs/guides/applyMiddleware');
    } finally {
      await server.close();
    }
  });
});

describe('a broken link written in the sidebars file', () => {
  it('is reported at its line in the sidebars file, not in the config', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docsgen-docusaurus-link-'));
    copies.push(root);
    cpSync(fixture, root, { recursive: true });
    writeFileSync(path.join(root, 'sidebars.json'), '{\n  "main": [\n    "intro",\n    { "type": "link", "label": "Errors", "href": "/errors" }\n  ]\n}\n');
    writeFileSync(
      path.join(root, 'site.link.config.ts'),
      "export default { title: 'Tern', url: 'https://tern.example', docs: { sidebarPath: './sidebars.json' } };\n",
    );
    const result = await build({ root, config: 'site.link.config.ts', inMemory: true });
    expect(result.diagnostics.filter((d) => d.code === 'broken-link').map((d) => `${d.file}:${d.line}`)).toEqual(['sidebars.json:4']);
  });
});

describe('absolute links on a site under a base URL', () => {
  it('read a link that already starts with the base URL as Docusaurus does, without the base added twice', async () => {
    const root = makeSite(
      {
        'content/docs/config.md': doc('Config', '# Config\n\nSettings.\n'),
        'content/docs/start.md': doc('Start', '# Start\n\nSee [the config](/docs/config), [again](/config) and [the home page](/docs).\n'),
      },
      configText({ extra: "baseUrl: '/docs/'," }),
    );
    const result = await build({ root, inMemory: true, workers: 0 });
    expect(result.diagnostics.filter((d) => d.code.startsWith('broken'))).toEqual([]);
    const start = result.files!.text('start.html')!;
    expect(start).toContain('<a href="/docs/config">the config</a>');
    expect(start).toContain('<a href="/docs/config">again</a>');
    expect(start).toMatch(/<a href="\/docs\/?">the home page<\/a>/);
  });
});

describe("Docusaurus' pathname:// links on a site under a base URL", () => {
  it('write the path with the base URL, in Markdown, MDX and the navbar, and leave it unchecked as Docusaurus does', async () => {
    const root = makeSite(
      {
        'content/docs/start.md': doc('Start', '# Start\n\nThe [API reference](pathname:///api/v7/index.html#setup) and [old docs](pathname:///v5).\n'),
        'content/docs/more.mdx': doc('More', 'import Link from \'@docusaurus/Link\';\n\n# More\n\nThe <Link to="pathname:///api/v7/">API</Link>.\n'),
      },
      configText({ extra: "baseUrl: '/docs/', navbar: { items: [{ type: 'link', label: 'Old versions', href: 'pathname:///v5', position: 'left' }] }," }),
    );
    const result = await build({ root, inMemory: true, workers: 0, strict: true });
    expect(result.diagnostics).toEqual([]);
    const start = result.files!.text('start.html')!;
    expect(start).toContain('<a href="/docs/api/v7/index.html#setup">API reference</a>');
    expect(start).toContain('<a href="/docs/v5">old docs</a>');
    const navbarLink = /<a [^>]*href="\/docs\/v5"[^>]*>Old versions<\/a>/.exec(start)?.[0];
    expect(navbarLink).toBeDefined();
    // A path of this host, not another site: no `rel="noopener noreferrer"`.
    expect(navbarLink).not.toContain('noopener');
    expect(result.files!.text('more.html')!).toContain('<a href="/docs/api/v7/">API</a>');
    for (const file of ['start.html', 'more.html']) expect(result.files!.text(file), file).not.toMatch(/href="pathname:/);
  });
});

describe("relative addresses on a folder's own page (guide/index.md)", () => {
  const files = (extra = '') => ({
    'content/docs/guide/index.md': doc('Guide', '# Guide\n\nStart with [setup](./setup), then [cycles](./cycles#create-a-cycle).\n', extra),
    'content/docs/guide/setup.md': doc('Setup', '# Setup\n\nInstall it.\n'),
  });
  const guideLinks = (result: BuildResult) => [...result.files!.text('guide.html')!.matchAll(/<a href="([^"]+)">(setup|cycles)<\/a>/g)].map((m) => m[1]);

  it('start from the folder, where Docusaurus (by default) and VitePress serve that page', async () => {
    const root = makeSite(files());
    const result = await build({ root, inMemory: true, workers: 0, strict: true });
    expect(result.diagnostics).toEqual([]);
    expect(guideLinks(result)).toEqual(['/guide/setup', '/guide/cycles#create-a-cycle']);
  });

  it('start from the page itself with `trailingSlash: false` (Docusaurus serves it at /guide then) or a slug of its own', async () => {
    const result = await build({ root: makeSite(files(), configText({ extra: 'trailingSlash: false,' })), inMemory: true, workers: 0 });
    expect(result.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}`)).toEqual([
      'broken-link content/docs/guide/index.md:8',
      'broken-link content/docs/guide/index.md:8',
    ]);
    expect(result.diagnostics[0]!.message).toContain('points to `/setup`');
    const slugged = await build({ root: makeSite(files('slug: /guide\n')), inMemory: true, workers: 0 });
    expect(slugged.diagnostics.map((d) => d.code)).toEqual(['broken-link', 'broken-link']);
  });

  it('start from every docs page with a `/` with `trailingSlash: true`, as Docusaurus serves each at /guide/cycles/ then', async () => {
    const pages = {
      ...files(),
      'content/docs/guide/reference.md': doc('Reference', '# Reference\n\nAfter [setup](../setup/#install) and [the guide](../../guide/).\n\n## Install\n'),
    };
    pages['content/docs/guide/setup.md'] = doc('Setup', '# Setup\n\n## Install\n\nInstall it.\n');
    const result = await build({ root: makeSite(pages, configText({ extra: 'trailingSlash: true,' })), inMemory: true, workers: 0, strict: true });
    expect(result.diagnostics).toEqual([]);
    const reference = result.files!.text('guide/reference.html')!;
    expect([...reference.matchAll(/<a href="([^"]+)">(setup|the guide)<\/a>/g)].map((m) => m[1])).toEqual(['/guide/setup#install', '/guide']);
    expect(guideLinks(result)).toEqual(['/guide/setup', '/guide/cycles#create-a-cycle']);
  });

  it('that name a Markdown file with a `/` after it are broken, with a hint to drop the `/`', async () => {
    const pages = {
      ...files(),
      'content/docs/guide/usage.mdx': doc('Usage', '# Usage\n\n## Install\n\nInstall it.\n'),
      'content/docs/guide/steps.md': doc('Steps', '# Steps\n\n## First\n\nFirst.\n'),
      'content/docs/guide/reference.md': doc('Reference', '# Reference\n\nSee [usage](./usage.mdx/#install).\n\nThen [the steps](./steps.md/#first).\n'),
    };
    const result = await build({ root: makeSite(pages), inMemory: true, workers: 0 });
    const broken = result.diagnostics.filter((d) => d.code === 'broken-link');
    // `steps.md/` would reach the Markdown copy docsgen writes for agents, not the page: broken too, as in Docusaurus.
    expect(broken.map((d) => `${d.file}:${d.line}`)).toEqual(['content/docs/guide/reference.md:8', 'content/docs/guide/reference.md:10']);
    expect(broken[0]!.hint).toBe("The `/` after the Markdown file's name makes the link an address rather than the file: write `./usage.mdx#install`.");
    expect(broken[1]!.hint).toBe("The `/` after the Markdown file's name makes the link an address rather than the file: write `./steps.md#first`.");
  });
});

describe("relative addresses on a page of Starlight's syntax, which Astro serves at its folder (/guide/setup/)", () => {
  const files = {
    'content/docs/guide/setup.md': doc('Setup', '# Setup\n\nThen read [cycles](../cycles/) and [its notes](./notes/).\n'),
    'content/docs/guide/setup/notes.md': doc('Notes', '# Notes\n\nNoted.\n'),
  };
  const setupLinks = (result: BuildResult) =>
    [...result.files!.text('guide/setup.html')!.matchAll(/<a href="([^"]+)">(cycles|its notes)<\/a>/g)].map((m) => m[1]);

  it("start from the page's folder, as a reader of the Starlight site follows them", async () => {
    const root = makeSite(files, configText({ extra: "markdown: { syntax: 'starlight' }," }));
    const result = await build({ root, inMemory: true, workers: 0, strict: true });
    expect(result.diagnostics).toEqual([]);
    expect(setupLinks(result)).toEqual(['/guide/cycles', '/guide/setup/notes']);
  });

  it("start from the page itself with `trailingSlash: false` (Astro's `trailingSlash: 'never'`)", async () => {
    const root = makeSite(files, configText({ extra: "markdown: { syntax: 'starlight' }, trailingSlash: false," }));
    const result = await build({ root, inMemory: true, workers: 0 });
    expect(result.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}`)).toEqual([
      'broken-link content/docs/guide/setup.md:8',
      'broken-link content/docs/guide/setup.md:8',
    ]);
    expect(result.diagnostics[0]!.message).toContain('points to `/cycles`');
  });
});

describe("Starlight's sidebar: { hidden: true } front matter", () => {
  it('leaves the page out of the sidebar generated from its folder, and still builds it (splashkit.io: api/index.mdx)', async () => {
    const root = makeSite(
      { ...baseDocs, 'content/docs/guide/secret.md': doc('Secret', '# Secret\n\nOnly by link.', 'sidebar:\n  hidden: true\n') },
      configText({ sidebar: "[{ type: 'autogenerated', dirName: '.' }]", extra: "markdown: { syntax: 'starlight' }," }),
    );
    const result = await build({ root, inMemory: true, workers: 0, strict: true });
    expect(result.diagnostics).toEqual([]);
    expect(outline(page(result, '/guide/cycles').sidebar!)).toEqual(['guide', '  Cycles → /guide/cycles', '  Modules → /guide/modules', 'Welcome → /']);
    expect(page(result, '/guide/secret').title).toBe('Secret');
  });
});

describe("Docusaurus' displayed_sidebar front matter", () => {
  const config = (sidebars: string) => configText({ sidebar: "['intro', 'guide/cycles']", extra: '' }).replace('docs: [', `${sidebars}\n      docs: [`);
  it('shows the sidebar it names on a page that sidebar does not list, and none with null', async () => {
    const root = makeSite(
      {
        'content/docs/api/index.md': doc('API', '# API\n\nThe reference.', 'displayed_sidebar: api\n'),
        'content/docs/api/calls.md': doc('Calls', '# Calls\n\nEach call.'),
        'content/docs/guide/modules.md': doc('Modules', '# Modules\n\nListed, but shown alone.', 'displayed_sidebar: null\n'),
      },
      config("api: ['api/calls'],"),
    );
    const result = await build({ root, inMemory: true, workers: 0 });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(outline(page(result, '/api').sidebar!)).toEqual(['Calls → /api/calls']);
    expect(outline(page(result, '/guide/cycles').sidebar!)).toEqual(['Welcome → /', 'Cycles → /guide/cycles']);
    expect(page(result, '/guide/modules').sidebar).toBeNull();
  });

  it('is an error at the page when it names no sidebar, with the closest ids', async () => {
    const root = makeSite({ 'content/docs/api/index.md': doc('API', '# API\n\nThe reference.', 'displayed_sidebar: apis\n') }, config("api: ['intro'],"));
    const result = await build({ root, inMemory: true, workers: 0 });
    const found = result.diagnostics.filter((d) => d.code === 'displayed-sidebar-unknown');
    expect(found.map((d) => `${d.severity} ${d.file}:${d.line} ${d.message} ${d.hint}`)).toEqual([
      "error content/docs/api/index.md:1 The front matter's `displayed_sidebar` names the sidebar `apis`, which does not exist. Did you mean `api`, `docs`? Use a sidebar id (a key of `docs.sidebars` or of the sidebars file), or `null` for no sidebar on this page.",
    ]);
  });

  it('comes before docs.displayedSidebars, which gives a page the sidebar of its route, as VitePress does, whether a sidebar lists it or not', async () => {
    const root = makeSite(
      {
        'content/docs/api/index.md': doc('API', '# API\n\nThe reference.'),
        'content/docs/api/calls.md': doc('Calls', '# Calls\n\nEach call.'),
        'content/docs/api/old.md': doc('Old', '# Old\n\nShown alone.', 'displayed_sidebar: null\n'),
        'content/docs/notes.md': doc('Notes', '# Notes\n\nIn no sidebar.'),
        'content/docs/api/bare.md': doc('Bare', '# Bare\n\nUnder a glob of no sidebar.'),
      },
      config("api: ['api/calls'],").replace(
        "  docs: {\n    path: 'content/docs',",
        "  docs: {\n    path: 'content/docs',\n    displayedSidebars: { '/api/bare': false, '/api/calls': 'docs', '/api/**': 'api', '/notes': 'apis' },",
      ),
    );
    const result = await build({ root, inMemory: true, workers: 0 });
    expect(result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file}:${d.line} ${d.message}`)).toEqual([
      'site.config.ts:10 `docs.displayedSidebars` (for `/notes`) names the sidebar `apis`, which does not exist.',
    ]);
    expect(outline(page(result, '/api').sidebar!)).toEqual(['Calls → /api/calls']);
    expect(page(result, '/api/old').sidebar).toBeNull();
    expect(page(result, '/notes').sidebar).toBeNull();
    // `false`, as VitePress' `'/api/bare/': []`: the first glob that matches shows none.
    expect(page(result, '/api/bare').sidebar).toBeNull();
    // Listed in `api`, but its route's glob names `docs` (slidev's feature pages, each with a sidebar of its own).
    expect(outline(page(result, '/api/calls').sidebar!)).toEqual(['Welcome → /', 'Cycles → /guide/cycles']);
  });
});
