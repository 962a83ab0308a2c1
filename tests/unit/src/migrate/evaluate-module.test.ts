/**
 * Running a site's config module without its packages: stand-ins for packages, real relative files and Node
 * path helpers, function and promise exports, TypeScript, located errors, and the time limit. These run the
 * evaluation in this process (`evaluateInThisProcess`, what the child process runs); the child process itself,
 * its limits and what crosses back from it are tested in tests/integration/security-migration-isolation.test.ts.
 */
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EvaluateError, evaluateInThisProcess, Opaque } from '../../../../src/migrate/evaluate-module.js';

const evaluateHere = (file: string, { timeoutMs = 10_000, missingFiles }: { timeoutMs?: number; missingFiles?: 'stand-in' } = {}) =>
  evaluateInThisProcess(file, { timeoutMs, cwd: path.dirname(file), ...(missingFiles ? { missingFiles } : {}) });

function folderWith(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docsgen-evaluate-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

async function evaluate(files: Record<string, string>, entry: string, timeoutMs?: number) {
  const root = folderWith(files);
  return { root, value: (await evaluateHere(path.join(root, entry), { timeoutMs })) as Record<string, unknown> };
}

async function failure(files: Record<string, string>, entry: string, timeoutMs?: number): Promise<EvaluateError> {
  const root = folderWith(files);
  const error = await evaluateHere(path.join(root, entry), { timeoutMs }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EvaluateError);
  return error as EvaluateError;
}

describe('evaluateInThisProcess', () => {
  it('gives packages inert stand-ins and loads relative data and code for real', async () => {
    const { root, value } = await evaluate(
      {
        'docusaurus.config.js': `
          const { themes } = require('prism-react-renderer');
          const path = require('path');
          const pkg = require('./package.json');
          const shared = require('./config/shared');
          module.exports = {
            title: pkg.description,
            shared,
            theme: themes.github,
            deep: themes.github.plain.color,
            called: require('@docusaurus/utils').normalizeUrl(['a', 'b']),
            built: new (require('some-class'))(),
            text: \`[\${themes.dracula}]\`,
            spread: [...require('a-list')],
            docs: path.resolve(__dirname, 'docs'),
            sidebars: require.resolve('./sidebars.js'),
            plugin: require.resolve('@docusaurus/plugin-ideal-image'),
            env: process.env.DOCSGEN_TEST_VALUE,
            fn: () => 1,
          };`,
        'package.json': JSON.stringify({ description: 'From package.json' }),
        'config/shared.js': "module.exports = { tagline: 'shared tagline' };",
        'sidebars.js': 'module.exports = {};',
      },
      'docusaurus.config.js',
    );
    expect(value.title).toBe('From package.json');
    expect(value.shared).toEqual({ tagline: 'shared tagline' });
    expect(value.theme).toEqual(new Opaque('package', 'prism-react-renderer'));
    expect(value.deep).toEqual(new Opaque('package', 'prism-react-renderer'));
    expect(value.called).toEqual(new Opaque('package', '@docusaurus/utils'));
    expect(value.built).toEqual(new Opaque('package', 'some-class'));
    expect(value.text).toBe('[]');
    expect(value.spread).toEqual([]);
    expect(value.docs).toBe(path.join(root, 'docs'));
    expect(value.sidebars).toBe(path.join(root, 'sidebars.js'));
    expect(value.plugin).toBe('@docusaurus/plugin-ideal-image');
    expect(value.env).toBeUndefined();
    expect(value.fn).toEqual(new Opaque('function'));
  });

  it('says where a plugin can be imported from: a package by its members, a function by the relative file that exports it', async () => {
    const { root, value } = await evaluate(
      {
        'docusaurus.config.js': `
          import rehypeKatex from 'rehype-katex';
          import { themes } from 'prism-react-renderer';
          const marker = require('./src/remark/marker');
          const { remarkShout, default: remarkWhisper } = require('./src/remark/shout.mjs');
          export function remarkOwn() {}
          module.exports = {
            required: require('remark-math'),
            viaDefault: require('remark-math').default,
            imported: rehypeKatex,
            named: require('@scope/remark-plugins').remarkToc,
            member: themes.github,
            called: require('remark-math')(),
            marker,
            shout: remarkShout,
            whisper: remarkWhisper,
            inline: function remarkInline() {},
            own: remarkOwn,
            wrapped: marker.bind(null),
          };`,
        'src/remark/marker.js':
          "const { visit } = require('unist-util-visit');\nconst words = require('./words.json');\nrequire('./helpers');\nmodule.exports = function remarkMarker() {};",
        'src/remark/helpers.js': "require('mdast-util-to-string'); require('node:path'); module.exports = {};",
        'src/remark/words.json': '{}',
        'src/remark/shout.mjs': 'export function remarkShout() {}\nexport default function remarkWhisper() {}\n',
      },
      'docusaurus.config.js',
    );
    const origin = (key: string) => (value[key] as Opaque).origin;
    const fromPackage = (module: string, members: string[]) => ({ from: 'package', module, members, needs: [] });
    expect(origin('required')).toEqual(fromPackage('remark-math', ['default']));
    expect(origin('viaDefault')).toEqual(fromPackage('remark-math', ['default']));
    expect(origin('imported')).toEqual(fromPackage('rehype-katex', ['default']));
    expect(origin('named')).toEqual(fromPackage('@scope/remark-plugins', ['remarkToc']));
    expect(origin('member')).toEqual(fromPackage('prism-react-renderer', ['themes', 'github']));
    // A value computed with a package is still from it, but nothing to import.
    expect(value.called).toEqual(new Opaque('package', 'remark-math'));
    expect(origin('called')).toBeUndefined();
    expect(origin('marker')).toEqual({
      from: 'file',
      module: path.join(root, 'src/remark/marker.js'),
      members: ['default'],
      needs: ['unist-util-visit', 'mdast-util-to-string'],
    });
    expect((value.marker as Opaque).name).toBe('remarkMarker');
    expect(origin('shout')).toEqual({ from: 'file', module: path.join(root, 'src/remark/shout.mjs'), members: ['remarkShout'], needs: [] });
    expect(origin('whisper')).toEqual({ from: 'file', module: path.join(root, 'src/remark/shout.mjs'), members: ['default'], needs: [] });
    // Written in the config itself (exported by it or not), or made anew: a function with a name and nowhere to import it from.
    for (const key of ['inline', 'own', 'wrapped']) expect(origin(key), key).toBeUndefined();
    expect((value.inline as Opaque).name).toBe('remarkInline');
    // Markers still compare by kind and source.
    expect(value.marker).toEqual(new Opaque('function'));
    expect(value.member).toEqual(new Opaque('package', 'prism-react-renderer'));
  });

  it('reads process.env as the config sees it', async () => {
    process.env.DOCSGEN_TEST_VALUE = 'from the environment';
    try {
      const { value } = await evaluate({ 'c.js': 'module.exports = { url: process.env.DOCSGEN_TEST_VALUE || "fallback" };' }, 'c.js');
      expect(value.url).toBe('from the environment');
    } finally {
      delete process.env.DOCSGEN_TEST_VALUE;
    }
  });

  it('reads TypeScript with type imports, `satisfies`, import.meta and import() of a package, and calls an async config function', async () => {
    const { root, value } = await evaluate(
      {
        'docusaurus.config.ts': `
          import type { Config } from '@docusaurus/types';
          import { fileURLToPath } from 'node:url';
          import sidebars from './sidebars';
          export default async function createConfig(): Promise<Config> {
            const math = (await import('remark-math')).default;
            return { title: 'TS', here: fileURLToPath(import.meta.url), sidebars, math } satisfies Config;
          }`,
        'sidebars.ts': "const sidebars: Record<string, string[]> = { docs: ['intro'] };\nexport default sidebars;",
      },
      'docusaurus.config.ts',
    );
    expect(value).toEqual({
      title: 'TS',
      here: path.join(root, 'docusaurus.config.ts'),
      sidebars: { docs: ['intro'] },
      math: new Opaque('package', 'remark-math'),
    });
  });

  it("gives an ES module config's createRequire(import.meta.url) the same require", async () => {
    const { root, value } = await evaluate(
      {
        'docusaurus.config.mjs':
          "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\nexport default { sidebarPath: require.resolve('./sidebars.js'), data: require('./data.json'), pkg: require('@docusaurus/core') };",
        'sidebars.js': 'module.exports = {};',
        'data.json': '{ "a": 1 }',
      },
      'docusaurus.config.mjs',
    );
    expect(value).toEqual({ sidebarPath: path.join(root, 'sidebars.js'), data: { a: 1 }, pkg: new Opaque('package', '@docusaurus/core') });
  });

  it('gives __dirname and __filename, and lets an ES module config declare its own', async () => {
    const own =
      "import path from 'path';\nimport { fileURLToPath } from 'url';\nconst __filename = fileURLToPath(import.meta.url);\nconst __dirname = path.dirname(__filename);\nexport default { dir: path.basename(__dirname), file: path.basename(__filename) };\n";
    const { root, value } = await evaluate({ 'docusaurus.config.mjs': own }, 'docusaurus.config.mjs');
    expect(value).toEqual({ dir: path.basename(root), file: 'docusaurus.config.mjs' });
    const given = await evaluate(
      { 'c.js': "module.exports = { dir: require('path').basename(__dirname), file: require('path').basename(__filename) };" },
      'c.js',
    );
    expect(given.value).toEqual({ dir: path.basename(given.root), file: 'c.js' });
  });

  it("resolves a package's file to where it is installed, and leaves a missing one as written", async () => {
    const files = {
      'node_modules/prism-themes/package.json': '{ "name": "prism-themes", "version": "1.0.0" }',
      'node_modules/prism-themes/themes/dusk.css': 'pre { color: teal; }',
      'c.js': "module.exports = { found: require.resolve('prism-themes/themes/dusk.css'), missing: require.resolve('not-installed/x.css') };",
    };
    const { root, value } = await evaluate(files, 'c.js');
    expect(value).toEqual({ found: path.join(root, 'node_modules/prism-themes/themes/dusk.css'), missing: 'not-installed/x.css' });
  });

  it("passes a config through a missing package's defineConfig, as every such helper does, and answers its named exports beside a default one", async () => {
    const { value } = await evaluate(
      {
        'astro.config.mjs': `
          import { defineConfig } from 'astro/config';
          import starlight from '@astrojs/starlight';
          import moved from './redirects.js';
          import changelogs, { sidebarLinks } from 'starlight-changelogs';
          export default defineConfig({
            site: 'https://example.dev',
            integrations: [starlight({ title: 'Example' }), changelogs()],
            sidebar: [{ label: 'Guide' }, ...sidebarLinks([{ type: 'all' }])],
            redirects: { ...moved, '/a': '/b' },
          });`,
        'redirects.js': "export default { '/old': '/new' };",
      },
      'astro.config.mjs',
    );
    expect(value.site).toBe('https://example.dev');
    expect(value.redirects).toEqual({ '/old': '/new', '/a': '/b' });
    // Starlight's stand-in gives back its options (what docsgen init reads of them), marked; another integration is a stand-in.
    expect(value.integrations).toEqual([{ integration: '@astrojs/starlight', options: { title: 'Example' } }, new Opaque('package', 'starlight-changelogs')]);
    // A named export of a package imported with a default binding too (through esbuild's __toESM) is a stand-in as well.
    expect(value.sidebar).toEqual([{ label: 'Guide' }]);
  });

  it("calls a config function as Vite does, and gives Vite's import.meta.env of a production build", async () => {
    // vitest's docs: `export default ({ mode }) => …`; sst's Astro config: `if (import.meta.env.DEV) …`.
    const { value } = await evaluate(
      {
        'config.mts': [
          'const sidebar = import.meta.env.DEV ? [] : [{ text: "Guide", link: "/guide" }];',
          'export default ({ mode, command }) => ({ title: `${command}:${mode}`, sidebar, prod: import.meta.env.PROD, base: import.meta.env.BASE_URL });',
        ].join('\n'),
      },
      'config.mts',
    );
    expect(value).toEqual({ title: 'build:production', sidebar: [{ text: 'Guide', link: '/guide' }], prod: true, base: '/' });
  });

  it("gives Vite's import.meta.glob: the matching modules by relative key, loaded now or by a function, never outside the project", async () => {
    const { value } = await evaluate(
      {
        'config/labels.ts': [
          "const eager = import.meta.glob('../nav/*.ts', { eager: true });",
          "const named = import.meta.glob(['/nav/*.ts', '!/nav/fr.ts'], { eager: true, import: 'title' });",
          "const lazy = import.meta.glob('./*.json');",
          "const outside = import.meta.glob('../../**/*.ts', { eager: true });",
          'export const labels = Object.fromEntries(Object.entries(eager).map(([key, mod]) => [key, mod.default.home]));',
          'export const titles = named;',
          'export const lazyKeys = Object.keys(lazy);',
          "export const lazyLoad = lazy['./extra.json'];",
          'export const outsideKeys = Object.keys(outside);',
        ].join('\n'),
        'config/extra.json': '{ "a": 1 }',
        'nav/en.ts': "export default { home: 'Home' };\nexport const title = 'English';",
        'nav/fr.ts': "export default { home: 'Accueil' };\nexport const title = 'Français';",
        'site.mjs':
          "import { labels, titles, lazyKeys, lazyLoad, outsideKeys } from './config/labels.ts';\nexport default async () => ({ labels, titles, lazyKeys, lazyValue: await lazyLoad(), outsideKeys });",
      },
      'site.mjs',
    );
    expect(value.labels).toEqual({ '../nav/en.ts': 'Home', '../nav/fr.ts': 'Accueil' });
    expect(value.titles).toEqual({ '/nav/en.ts': 'English' });
    expect(value.lazyKeys).toEqual(['./extra.json']);
    expect(value.lazyValue).toEqual({ default: { a: 1 } });
    // A pattern that climbs out of the folder the config runs in lists nothing.
    expect(value.outsideKeys).toEqual([]);
  });

  it("reads an import written from the project's folder (`/src/x.mjs`) as Vite does, when no such absolute file is there", async () => {
    const { value } = await evaluate(
      {
        'src/plugins/frames.mjs': "export const frames = () => 'frames';",
        'src/labels.ts': "export default { home: 'Home' };",
        'astro.config.mjs': [
          "import { frames } from '/src/plugins/frames';",
          "import labels from '/src/labels.ts';",
          "export default { plugin: frames(), labels, found: require.resolve('/src/labels.ts') };",
        ].join('\n'),
      },
      'astro.config.mjs',
    );
    expect(value).toMatchObject({ plugin: 'frames', labels: { home: 'Home' } });
    expect(path.basename(String(value.found))).toBe('labels.ts');
    expect(existsSync(String(value.found))).toBe(true);
    const error = await failure({ 'astro.config.mjs': "import none from '/src/none.mjs';\nexport default none;" }, 'astro.config.mjs');
    expect(error.message).toBe("Cannot find module '/src/none.mjs'");
  });

  it('gives a stand-in for a file of the project that is not there when asked, so that the rest of the config reads', async () => {
    const root = folderWith({
      'config.mjs': "import generated from './api/sidebar.json';\nexport default { title: 'Docs', sidebar: [{ text: 'API', items: generated }] };\n",
    });
    const file = path.join(root, 'config.mjs');
    const error = await evaluateHere(file).then(
      () => null,
      (e: unknown) => e,
    );
    expect((error as EvaluateError).message).toBe("Cannot find module './api/sidebar.json'");
    const value = (await evaluateHere(file, { missingFiles: 'stand-in' })) as Record<string, unknown>;
    expect(value).toEqual({ title: 'Docs', sidebar: [{ text: 'API', items: new Opaque('package', './api/sidebar.json') }] });
  });

  it("loads the packages the site has installed for real, and gives Docusaurus' own and missing ones stand-ins", async () => {
    const { value } = await evaluate(
      {
        // A CommonJS package whose members a config calls (as `yaml.load(...)` of js-yaml).
        'node_modules/tiny-yaml/package.json': '{ "name": "tiny-yaml", "version": "1.0.0" }',
        'node_modules/tiny-yaml/index.js': "exports.load = (text) => Object.fromEntries(text.trim().split('\\n').map((line) => line.split(': ')));",
        // An ES module package with a default and a named export.
        'node_modules/remark-shout/package.json': '{ "name": "remark-shout", "version": "1.0.0", "type": "module", "exports": "./index.js" }',
        'node_modules/remark-shout/index.js': 'export default function remarkShout() {}\nexport function shoutHelper() {}\nexport const level = 3;\n',
        // Installed, but Docusaurus' own: never run.
        'node_modules/@docusaurus/core/package.json': '{ "name": "@docusaurus/core", "version": "3.0.0", "main": "index.js" }',
        'node_modules/@docusaurus/core/index.js': "throw new Error('Docusaurus itself ran');",
        // Installed, but it fails to load: a stand-in, as if it were missing.
        'node_modules/broken-plugin/package.json': '{ "name": "broken-plugin", "version": "1.0.0" }',
        'node_modules/broken-plugin/index.js': "require('a-dependency-it-lacks');",
        'docusaurus.config.mjs': `
          import { createRequire } from 'node:module';
          import yaml from 'tiny-yaml';
          import remarkShout, { shoutHelper, level } from 'remark-shout';
          import { normalizeUrl } from '@docusaurus/core';
          import broken from 'broken-plugin';
          import missing from 'not-installed';
          const require = createRequire(import.meta.url);
          export default {
            data: yaml.load('title: From YAML\\ntagline: Loaded'),
            imported: remarkShout,
            required: require('remark-shout'),
            named: shoutHelper,
            level,
            docusaurus: normalizeUrl(['a', 'b']),
            broken,
            missing,
          };`,
      },
      'docusaurus.config.mjs',
    );
    expect(value.data).toEqual({ title: 'From YAML', tagline: 'Loaded' });
    expect(value.level).toBe(3);
    // A real package's functions still say where site.config.ts can import them from.
    const fromPackage = (module: string, members: string[]) => ({ from: 'package', module, members, needs: [] });
    expect(value.imported).toEqual(new Opaque('package', 'remark-shout'));
    expect((value.imported as Opaque).origin).toEqual(fromPackage('remark-shout', ['default']));
    expect((value.imported as Opaque).name).toBe('remarkShout');
    expect((value.required as Opaque).origin).toEqual(fromPackage('remark-shout', ['default']));
    expect((value.named as Opaque).origin).toEqual(fromPackage('remark-shout', ['shoutHelper']));
    expect(value.docusaurus).toEqual(new Opaque('package', '@docusaurus/core'));
    expect(value.broken).toEqual(new Opaque('package', 'broken-plugin'));
    expect(value.missing).toEqual(new Opaque('package', 'not-installed'));
  });

  it('stops an installed package that loops while it loads, at the time limit', async () => {
    const error = await failure(
      {
        'node_modules/busy-plugin/package.json': '{ "name": "busy-plugin", "version": "1.0.0" }',
        'node_modules/busy-plugin/index.js': 'for (;;) {}',
        'c.js': "module.exports = { plugin: require('busy-plugin') };",
      },
      'c.js',
      300,
    );
    expect(error.reason).toBe('timeout');
  });

  it('runs a sidebars file that builds its items from an installed package', async () => {
    const { value } = await evaluate(
      {
        'node_modules/lint-rules/package.json': '{ "name": "lint-rules", "version": "1.0.0" }',
        'node_modules/lint-rules/index.js': "module.exports = { rules: { 'no-tabs': {}, 'prefer-const': {} } };",
        'sidebars.js':
          "const plugin = require('lint-rules');\nmodule.exports = { rules: Object.keys(plugin.rules).map((id) => ({ type: 'doc', id, label: id })) };",
      },
      'sidebars.js',
    );
    expect(value).toEqual({
      rules: [
        { type: 'doc', id: 'no-tabs', label: 'no-tabs' },
        { type: 'doc', id: 'prefer-const', label: 'prefer-const' },
      ],
    });
  });

  it("says where a CommonJS package's functions are for an import, which sees module.exports as the default export", async () => {
    const { value } = await evaluate(
      {
        // Compiled from TypeScript, as remark-shiki-twoslash is: `__esModule` and `exports.default`.
        'node_modules/remark-twoslashy/package.json': '{ "name": "remark-twoslashy", "version": "3.0.0" }',
        'node_modules/remark-twoslashy/index.js':
          "Object.defineProperty(exports, '__esModule', { value: true });\nexports.default = function remarkTwoslashy() {};\nexports.helper = function helper() {};",
        'node_modules/remark-plain/package.json': '{ "name": "remark-plain", "version": "1.0.0" }',
        'node_modules/remark-plain/index.js': 'module.exports = function remarkPlain() {};\nmodule.exports.extra = function extra() {};',
        'node_modules/remark-dual/package.json':
          '{ "name": "remark-dual", "version": "2.0.0", "exports": { ".": { "import": "./index.mjs", "require": "./index.cjs" } } }',
        'node_modules/remark-dual/index.cjs': "Object.defineProperty(exports, '__esModule', { value: true });\nexports.default = function remarkDual() {};",
        'node_modules/remark-dual/index.mjs': 'export default function remarkDual() {}',
        'docusaurus.config.js':
          "module.exports = { a: require('remark-twoslashy').default, b: require('remark-twoslashy').helper, c: require('remark-plain'), d: require('remark-plain').extra, e: require('remark-dual').default };",
      },
      'docusaurus.config.js',
    );
    const membersOf = (key: string) => ((value as Record<string, Opaque>)[key]!.origin as { members: readonly string[] }).members;
    // A dual package's `import` reaches its ES build, whose default export is the function.
    expect(['a', 'b', 'c', 'd', 'e'].map(membersOf)).toEqual([['default', 'default'], ['default', 'helper'], ['default'], ['default', 'extra'], ['default']]);
  });

  it('finds a named export beside a default export that takes no new properties, as zod 4 builds its CommonJS entry', async () => {
    const { value } = await evaluate(
      {
        'node_modules/schema-kit/package.json': '{ "name": "schema-kit", "version": "4.0.0" }',
        // Compiled from an ES module: `export * as z`, and the same namespace (frozen) as the default export.
        'node_modules/schema-kit/index.js':
          "const z = Object.freeze({ enum: (values) => ({ values }) });\nObject.defineProperty(exports, '__esModule', { value: true });\nexports.z = z;\nexports.default = z;",
        'src/env.js': "const { z } = require('schema-kit');\nmodule.exports = { mode: z.enum(['production', 'preview']) };",
        'docusaurus.config.js': "const { mode } = require('./src/env');\nmodule.exports = { title: 'T', customFields: { mode } };",
      },
      'docusaurus.config.js',
    );
    expect(value).toEqual({ title: 'T', customFields: { mode: { values: ['production', 'preview'] } } });
  });

  it('gives a default import of a relative ES module its default export, from an .mjs and an .mts config', async () => {
    for (const entry of ['docusaurus.config.mjs', 'docusaurus.config.mts']) {
      const { value } = await evaluate(
        {
          'i18n.mjs': "export default { defaultLocale: 'en', locales: ['en', 'fr'] };\nexport const extra = 1;\n",
          [entry]: "import i18n, { extra } from './i18n.mjs';\nexport default { i18n, extra };\n",
        },
        entry,
      );
      expect(value, entry).toEqual({ i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, extra: 1 });
    }
  });

  it("requires a relative ES module as Docusaurus' loader does: its default object, answering its named exports too", async () => {
    // ory/docs' sidebars.ts: `...require('./docs/elements/reference/typedoc-sidebar.ts').items`, a file that writes
    // `export default { items }`; and an import of both a default and a named export from a .ts file.
    const { value } = await evaluate(
      {
        'typedoc-sidebar.ts': "const typedocSidebar = { items: ['ref/a', 'ref/b'] };\nexport default typedocSidebar;\n",
        'more.ts': "export default { main: ['intro'] };\nexport const network = ['net'];\n",
        'sidebars.ts': [
          "import more, { network } from './more';",
          "export default { ...more, network, reference: ['overview', ...require('./typedoc-sidebar.ts').items] };",
          '',
        ].join('\n'),
      },
      'sidebars.ts',
    );
    expect(value).toEqual({ main: ['intro'], network: ['net'], reference: ['overview', 'ref/a', 'ref/b'] });
  });

  it('calls a config function that returns the config', async () => {
    const { value } = await evaluate({ 'c.mjs': "export default () => ({ title: 'From a function' });" }, 'c.mjs');
    expect(value).toEqual({ title: 'From a function' });
  });

  it('keeps plain data only: a cycle, a date or a map becomes an opaque value', async () => {
    const { value } = await evaluate({ 'c.js': 'const a = { name: "a" }; a.self = a; module.exports = { a, when: new Date(0), map: new Map() };' }, 'c.js');
    expect(value).toEqual({ a: { name: 'a', self: new Opaque('value') }, when: new Opaque('value'), map: new Opaque('value') });
  });

  it('turns process.exit into an error instead of leaving', async () => {
    const error = await failure({ 'c.js': 'process.exit(1);' }, 'c.js');
    expect(error.reason).toBe('threw');
    expect(error.message).toBe('the config called process.exit(1)');
  });

  it('reports a syntax error at its file, line and column', async () => {
    const error = await failure({ 'c.js': 'module.exports = {\n  title: "x",,\n};\n' }, 'c.js');
    expect(error.reason).toBe('syntax');
    expect(error.at).toMatchObject({ line: 2, column: 14 });
    expect(error.at.file).toMatch(/c\.js$/);
  });

  it('reports an error the code throws at its line as written, through the TypeScript compile', async () => {
    const error = await failure(
      { 'c.ts': "import x from 'pkg';\ntype T = { a: string };\n\nconst t: T = { a: 'a' };\nexport default { b: (t as any).missing.deeper };\n" },
      'c.ts',
    );
    expect(error.reason).toBe('threw');
    expect(error.message).toMatch(/reading 'deeper'/);
    expect(error.at).toMatchObject({ line: 5 });
  });

  it('reports a relative file that is not there at the line that requires it, and gives a style sheet a stand-in', async () => {
    const error = await failure(
      { 'sidebars.ts': "import type { X } from 'x';\n\nimport sidebars from './sidebars.json';\nexport default sidebars;\n" },
      'sidebars.ts',
    );
    expect(error.message).toBe("Cannot find module './sidebars.json'");
    expect(error.at).toMatchObject({ line: 3 });
    const { value } = await evaluate({ 'c.js': "module.exports = { css: require('./custom.css') };", 'custom.css': 'a {}' }, 'c.js');
    expect(value.css).toBeInstanceOf(Opaque);
  });

  it('reports an error thrown in a relative module at that module', async () => {
    const error = await failure(
      { 'c.js': "module.exports = require('./parts/broken.js');", 'parts/broken.js': '\n\nmodule.exports = { x: notDefined };' },
      'c.js',
    );
    expect(error.at.file).toMatch(/parts[/\\]broken\.js$/);
    expect(error.at.line).toBe(3);
  });

  it('stops a config that loops, before and after an await, or waits forever', async () => {
    for (const code of ['while (true) {}', 'module.exports = async () => { await null; for (;;) {} };', 'module.exports = new Promise(() => {});']) {
      const error = await failure({ 'c.js': code }, 'c.js', 300);
      expect(error.reason).toBe('timeout');
      expect(error.message).toBe('it did not finish within 300 ms');
    }
  });

  it('gives other built-ins stand-ins: a config cannot start processes', async () => {
    const root = folderWith({ 'c.js': "require('child_process').execSync('touch ran', { cwd: __dirname }); module.exports = { ok: true };" });
    expect(await evaluateHere(path.join(root, 'c.js'))).toEqual({ ok: true });
    expect(existsSync(path.join(root, 'ran'))).toBe(false);
  });
});
