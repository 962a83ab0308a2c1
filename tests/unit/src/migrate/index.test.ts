/**
 * `migrateFromDocusaurus` on the fixture Docusaurus sites (JavaScript and TypeScript): the site.config.ts it
 * writes loads and validates with docsgen's own loader; it refuses to write over a config (without running the
 * Docusaurus config), and says when there is no config or it cannot be run.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../src/config/load.js';
import { migrateFromDocusaurus } from '../../../../src/migrate/index.js';

const FIXTURES = path.resolve('tests/fixtures/docusaurus-migration');

function copyOf(fixture: 'site' | 'site-ts'): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docsgen-migrate-'));
  cpSync(path.join(FIXTURES, fixture), root, { recursive: true });
  return root;
}

const emptyFolder = () => mkdtempSync(path.join(tmpdir(), 'docsgen-migrate-'));

describe('migrateFromDocusaurus', () => {
  it('writes a site.config.ts for the JavaScript fixture that docsgen loads, with every carried setting', async () => {
    const root = copyOf('site');
    const result = await migrateFromDocusaurus(root);
    expect(result).toMatchObject({
      ok: true,
      source: 'docusaurus.config.js',
      written: path.join(root, 'site.config.ts'),
      sidebars: { file: 'sidebars.js', names: ['docsSidebar'] },
    });
    const { config } = await loadConfig(root);
    expect(config).toMatchObject({
      title: 'Lantern',
      tagline: 'Light up your logs',
      url: 'https://lantern.example.org',
      baseUrl: '/',
      favicon: 'img/favicon.svg',
      staticDir: 'static',
      onBrokenLinks: 'throw',
      onBrokenMarkdownLinks: 'warn',
      logo: { alt: 'Lantern logo', src: '/img/logo.svg', srcDark: '/img/logo-dark.svg' },
      // `require.resolve('./src/css/custom.css')`, written relative to the site.
      customCss: ['./src/css/custom.css'],
      i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', direction: 'ltr' } } },
      // `@docusaurus/plugin-client-redirects`' own option.
      redirects: [{ from: '/old', to: '/docs/intro' }],
      navbar: {
        hideOnScroll: true,
        items: [
          { type: 'docSidebar', sidebarId: 'docsSidebar', label: 'Docs', position: 'left' },
          { type: 'doc', docId: 'guides/install', label: 'Install', position: 'left' },
          { type: 'link', label: 'Blog', href: '/blog', position: 'left' },
          { type: 'localeDropdown', position: 'right' },
          { type: 'link', label: 'GitHub repository', href: 'https://github.com/lantern/lantern', position: 'right', icon: 'github' },
        ],
      },
      footer: {
        columns: [
          {
            title: 'Docs',
            items: [
              { label: 'Introduction', href: '/docs/intro' },
              { label: 'Configuration', href: '/docs/guides/configuration' },
            ],
          },
          {
            title: 'Community',
            items: [
              { label: 'Discussions', href: 'https://github.com/lantern/lantern/discussions' },
              { html: '<a href="https://social.example/@lantern">Mastodon</a>' },
            ],
          },
          {
            title: 'More',
            items: [
              { label: 'Blog', href: '/blog' },
              { label: 'GitHub', href: 'https://github.com/lantern/lantern' },
            ],
          },
        ],
        copyright: `Copyright © ${new Date().getFullYear()} Lantern &amp; friends. Built with <a href="https://docusaurus.io">Docusaurus</a>.`,
      },
      announcementBar: {
        id: 'lantern-2',
        content: 'Lantern 2 is out! <a href="/docs/intro">Read what is new</a>',
        backgroundColor: '#fafbfc',
        textColor: '#091E42',
        isCloseable: true,
      },
      colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
      docs: { path: 'docs', routeBasePath: '/docs', sidebarPath: './sidebars.js' },
      search: { provider: 'algolia', appId: 'LANTERN0AP', apiKey: 'public-search-only-key', indexName: 'lantern', contextualSearch: true },
      analytics: { trackingId: 'G-LANTERN01', anonymizeIp: true },
      sitemap: { changefreq: 'daily', priority: 0.7 },
    });
    // Its remark-math (not installed here) is docsgen's built-in math: no plugin to import, none missing.
    expect(config.markdown).toMatchObject({ remarkPlugins: [], missingPlugins: [] });
    // The copyright's year, which the config computes, is computed again at each build, not fixed at the migration's.
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toContain('copyright: `Copyright © ${new Date().getFullYear()} Lantern &amp; friends.');
  });

  it('lists what it did not carry over in its result and at the top of the written file', async () => {
    const root = copyOf('site');
    const result = await migrateFromDocusaurus(root);
    const notes = result.diagnostics.map((d) => /^`([^`]+)`/.exec(d.message)![1]).sort();
    expect(notes).toEqual([
      'onBrokenMarkdownLinks',
      'organizationName',
      'presets[0][1].theme.customCss',
      'projectName',
      'themeConfig.algolia.searchPagePath',
      'themeConfig.footer.style',
      'themeConfig.navbar.items[5]',
      'themeConfig.prism',
    ]);
    const text = readFileSync(result.written!, 'utf8');
    expect(text).toContain(`// Not carried over, or carried with a change (${result.diagnostics.length}):`);
    // The blog is carried, and so are the navbar and footer links to it.
    expect(text).toContain('blog: { showReadingTime: true },');
    expect(text).toContain('{ type: "link", label: "Blog", href: "/blog", position: "left" }');
    expect(text).not.toContain('links to `/blog`');
  });

  it('migrates the TypeScript fixture (type imports, satisfies, docs at the root, a base URL)', async () => {
    const root = copyOf('site-ts');
    const result = await migrateFromDocusaurus(root);
    expect(result).toMatchObject({ ok: true, source: 'docusaurus.config.ts', sidebars: { file: 'sidebars.ts', names: ['guide'] } });
    const { config } = await loadConfig(root);
    expect(config).toMatchObject({
      title: 'Quill',
      baseUrl: '/quill/',
      onBrokenLinks: 'warn',
      onBrokenMarkdownLinks: 'warn',
      logo: { alt: 'Quill', src: '/img/logo.svg' },
      customCss: ['./src/css/custom.css'],
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { label: 'Français' } } },
      navbar: {
        items: [
          { type: 'doc', docId: 'writing', label: 'Guide', position: 'left' },
          { type: 'localeDropdown', position: 'right' },
          { type: 'link', label: 'GitHub', href: 'https://github.com/quill/quill', position: 'right', icon: 'github' },
        ],
      },
      footer: {
        columns: [
          {
            title: '',
            items: [
              { label: 'Start', href: '/' },
              { label: 'Changelog', href: 'https://github.com/quill/quill/releases' },
            ],
          },
        ],
        copyright: 'Quill authors',
      },
      docs: { path: 'docs', routeBasePath: '/', sidebarPath: './sidebars.ts' },
    });
    expect(config.search).toMatchObject({ provider: 'local' });
    // The npm2yarn plugin (imported, so a stand-in) and the admonition keywords carry over as Markdown settings.
    expect(config.markdown).toMatchObject({
      npm2yarn: { sync: true, converters: ['pnpm', 'yarn'] },
      admonitions: { keywords: ['release'], extendDefaults: true },
    });
    // `@docusaurus/theme-mermaid` and `markdown.mermaid` are docsgen's built-in Mermaid: nothing to note.
    expect(result.diagnostics.map((d) => /^`([^`]+)`/.exec(d.message)![1]).sort()).toEqual(['presets[0][1].theme.customCss', 'themeConfig.prism']);
  });

  it('refuses to write over a docsgen config, and does not run the Docusaurus config then', async () => {
    const root = copyOf('site');
    writeFileSync(path.join(root, 'docusaurus.config.js'), "require('fs').writeFileSync(__dirname + '/ran', ''); module.exports = { title: 'x' };");
    writeFileSync(path.join(root, 'site.config.js'), 'export default {};');
    const result = await migrateFromDocusaurus(root);
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toMatchObject([
      {
        code: 'migrate-target-exists',
        severity: 'error',
        file: 'site.config.js',
        message: 'The site already has a docsgen config, site.config.js, so `docsgen init --from-docusaurus` wrote nothing.',
      },
    ]);
    expect(existsSync(path.join(root, 'ran'))).toBe(false);
    expect(existsSync(path.join(root, 'site.config.ts'))).toBe(false);
  });

  it('says so when the folder has no Docusaurus config', async () => {
    const result = await migrateFromDocusaurus(emptyFolder());
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toMatchObject([{ code: 'migrate-source-missing', severity: 'error' }]);
  });

  it('reports a config that fails while it runs at its line, and writes nothing', async () => {
    const root = emptyFolder();
    writeFileSync(
      path.join(root, 'docusaurus.config.js'),
      "const x = require('@docusaurus/utils');\n\nmodule.exports = { title: process.versions.nope.trim() };\n",
    );
    const result = await migrateFromDocusaurus(root);
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toMatchObject([{ code: 'migrate-source-unreadable', severity: 'error', file: 'docusaurus.config.js', line: 3 }]);
    expect(result.diagnostics[0]!.message).toMatch(/^The Docusaurus config failed while it ran: Cannot read properties of undefined \(reading 'trim'\)/);
    expect(result.diagnostics[0]!.hint).toMatch(/^docsgen runs the config with Docusaurus' own packages replaced by empty stand-ins/);
    expect(existsSync(path.join(root, 'site.config.ts'))).toBe(false);
  });

  it('names the packages a failing config required that are not installed, and says to install them', async () => {
    const root = emptyFolder();
    writeFileSync(
      path.join(root, 'docusaurus.config.mjs'),
      "import * as yaml from 'docsgen-test-not-installed-yaml';\nimport { readFileSync } from 'node:fs';\n\nexport default { title: readFileSync(yaml.titleFile, 'utf8') };\n",
    );
    const result = await migrateFromDocusaurus(root);
    expect(result.diagnostics).toMatchObject([{ code: 'migrate-source-unreadable', file: 'docusaurus.config.mjs', line: 4 }]);
    expect(result.diagnostics[0]!.hint).toMatch(
      /^It requires `docsgen-test-not-installed-yaml`, which docsgen could not load .* install the site's dependencies \(`npm install` in the site folder/,
    );
  });

  it('reports a config that exports no object, and one that never finishes', async () => {
    const root = emptyFolder();
    writeFileSync(path.join(root, 'docusaurus.config.js'), 'module.exports = 42;');
    expect((await migrateFromDocusaurus(root)).diagnostics).toMatchObject([
      { code: 'migrate-source-unreadable', message: 'The Docusaurus config exports no config object.' },
    ]);
    writeFileSync(path.join(root, 'docusaurus.config.js'), 'for (;;) {}');
    expect((await migrateFromDocusaurus(root, { timeoutMs: 200 })).diagnostics).toMatchObject([
      { code: 'migrate-source-unreadable', message: 'The Docusaurus config did not finish within 200 ms.' },
    ]);
  });

  it('finds the routes of src/pages as Docusaurus does, to leave links to them out when the pages are off', async () => {
    const root = emptyFolder();
    const pages = { 'benchmarks.md': '# B', 'team/index.js': '', '_parts.js': '', 'about.test.js': '', 'styles.module.css': '' };
    for (const [file, text] of Object.entries(pages)) {
      mkdirSync(path.dirname(path.join(root, 'src/pages', file)), { recursive: true });
      writeFileSync(path.join(root, 'src/pages', file), text);
    }
    const links = ['/benchmarks', '/team', '/_parts', '/about.test', '/guide'].map((to) => `{ to: '${to}', label: '${to}' }`);
    writeFileSync(
      path.join(root, 'docusaurus.config.js'),
      `module.exports = { title: 'T', url: 'https://t.example', presets: [['classic', { docs: { routeBasePath: '/' }, pages: false }]], themeConfig: { navbar: { items: [${links.join(', ')}] } } };`,
    );
    await migrateFromDocusaurus(root);
    const { config } = await loadConfig(root);
    expect(config.navbar.items.map((item) => (item.type === 'link' ? item.href : item.type))).toEqual(['/_parts', '/about.test', '/guide']);
  });

  it("notes each component swizzled into src/theme, naming docsgen's counterpart, and leaves MDXComponents to the build", async () => {
    const root = copyOf('site');
    const write = (file: string) => {
      mkdirSync(path.dirname(path.join(root, 'src/theme', file)), { recursive: true });
      writeFileSync(path.join(root, 'src/theme', file), 'export default function Swizzled() { return null; }\n');
    };
    for (const file of [
      'Footer/Layout/index.js',
      'Footer/Layout/Columns.js',
      'Footer/styles.module.css',
      'DocSidebar.tsx',
      'MDXContent/index.js',
      'MDXComponents.js',
      'Root.test.js',
      'Root.js',
      'Layout/Provider/index.tsx',
    ])
      write(file);
    const result = await migrateFromDocusaurus(root);
    const swizzled = result.diagnostics.filter((d) => d.code === 'migrate-swizzled-not-used');
    expect(swizzled.map((d) => [d.file, d.line, /theme-overrides\/(\w+)\.tsx/.exec(d.hint ?? '')?.[1] ?? null])).toEqual([
      ['src/theme/DocSidebar.tsx', 1, 'Sidebar'],
      // A part of the footer, with a helper file beside it that is no component.
      ['src/theme/Footer/Layout/index.js', 1, 'Footer'],
      // Docusaurus wraps every page in these: what they provide is missing, which the note says.
      ['src/theme/Layout/Provider/index.tsx', 1, null],
      ['src/theme/MDXContent/index.js', 1, null],
      ['src/theme/Root.js', 1, null],
    ]);
    for (const wrapper of [swizzled[2]!, swizzled[4]!]) {
      expect(wrapper.message).toMatch(/is not carried: Docusaurus wraps every page in it, .* the contexts it provides/);
      expect(wrapper.hint).toContain('gets the default value the context was made with, or throws');
    }
    expect(swizzled[3]!.message).toBe(
      "The swizzled component `src/theme/MDXContent` is not used: it is written for Docusaurus' theme (its props, hooks and classes), which docsgen does not run.",
    );
    expect(readFileSync(result.written!, 'utf8')).toContain(
      '// - src/theme/Footer/Layout/index.js:1: The swizzled component `src/theme/Footer/Layout` is not used',
    );
  });

  it('warns when the sidebars file cannot be read, and still writes the config', async () => {
    const root = copyOf('site');
    writeFileSync(path.join(root, 'sidebars.js'), "// Generated by a script.\nmodule.exports = { docs: require('./generated.json').items };");
    const result = await migrateFromDocusaurus(root);
    expect(result.ok).toBe(true);
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'migrate-sidebars-unreadable',
        severity: 'warning',
        file: 'sidebars.js',
        line: 2,
        message: "The sidebars file sidebars.js could not be read: Cannot find module './generated.json'",
      }),
    );
  });
});
