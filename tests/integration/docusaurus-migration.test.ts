/**
 * `docsgen init --from-docusaurus` with the built CLI on copies of the fixture Docusaurus sites (JavaScript and
 * TypeScript), then `docsgen build` in them: the migrated site builds, with the docs at their Docusaurus routes
 * and the navbar's doc and sidebar items resolved; the site's remark and rehype plugins (packages it has installed,
 * its own plugin file) carried as imports that typecheck and run in the build, remark-math and rehype-katex as the
 * built-in math (with the site's KaTeX macros), the ones that cannot be carried noted at their line and named in
 * `markdown.missingPlugins`, so the build warns where a page keeps their syntax. Also the refusals: an existing config, no Docusaurus config.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';

const bin = path.resolve('bin/docsgen.js');
const FIXTURES = path.resolve('tests/fixtures/docusaurus-migration');

const run = (args: string[], cwd: string) => {
  const result = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', env: { ...process.env, CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0' } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
};

function copyOf(fixture: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docsgen-docusaurus-'));
  cpSync(path.join(FIXTURES, fixture), root, { recursive: true });
  return root;
}

/** A Docusaurus site of these files in a temp folder. */
function siteOf(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docsgen-docusaurus-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('docsgen init --from-docusaurus', () => {
  it('migrates the JavaScript fixture, and the site then builds with docsgen build', () => {
    const root = copyOf('site');
    const migrated = run(['init', '--from-docusaurus', root], path.dirname(root));
    // The blog is carried (and the navbar and footer links to it), not listed as left out.
    expect(migrated.stderr).not.toContain('blog');
    expect(migrated.stdout).toContain('✔ wrote ');
    expect(migrated.stdout).toContain('from docusaurus.config.js, with the sidebars of sidebars.js');
    expect(migrated.code).toBe(0);
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toMatch(
      /^\/\/ docsgen site config, written by `docsgen init --from-docusaurus` from docusaurus\.config\.js\./,
    );

    const built = run(['build'], root);
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
    // Four docs, the blog's list, post and feed pages, and the React landing page of src/pages, which is the home page.
    expect(built.stdout).toMatch(/✔ built 8 pages/);
    const home = readFileSync(path.join(root, 'build/index.html'), 'utf8');
    expect(home).toContain('<div class="page-wrapper">Light up your logs.</div>');
    expect(home).toContain('<title>Lantern</title>');
    for (const page of [
      'blog.html',
      'blog/2024/05/01/lantern-2.html',
      'blog/rss.xml',
      'docs/intro.html',
      'docs/guides/install.html',
      'docs/guides/configuration.html',
      'docs/reference/command-line.html',
      'img/logo.svg',
    ]) {
      expect(existsSync(path.join(root, 'build', page)), page).toBe(true);
    }
    const html = readFileSync(path.join(root, 'build/docs/guides/configuration.html'), 'utf8');
    // The docSidebar item leads to the sidebar's first doc, the doc item to its doc, the GitHub link is an icon.
    expect(html).toContain(
      '<div class="navbar-items"><a class="navbar-link is-active" href="/docs/intro">Docs</a><a class="navbar-link is-active" href="/docs/guides/install">Install</a><a class="navbar-link" href="/blog">Blog</a></div>',
    );
    expect(html).toContain('aria-label="GitHub repository"');
    expect(html).toContain('Lantern 2 is out! <a href="/docs/intro">Read what is new</a>');
    // The preprocessor, exported from a file of the site, is carried as an import and runs before each page is parsed.
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toContain("from './src/markdown/preprocessor.js'");
    expect(readFileSync(path.join(root, 'build/docs/intro.html'), 'utf8')).toContain('The latest release is 2.4.0.');
    // themeConfig.image is every page's social card.
    expect(html).toContain('<meta property="og:image" content="https://lantern.example.org/img/social-card.png">');
  });

  it('migrates the TypeScript fixture (docs at the root, under a base URL), which then builds', () => {
    const root = copyOf('site-ts');
    const migrated = run(['init', '--from-docusaurus'], root);
    expect(migrated.code).toBe(0);
    expect(migrated.stdout).toContain('from docusaurus.config.ts, with the sidebars of sidebars.ts');
    const built = run(['build'], root);
    expect(built.code).toBe(0);
    // Two pages in English, and the same two under /fr/ (not translated: the site has no i18n/fr folder).
    expect(built.stdout).toMatch(/✔ built 4 pages/);
    expect(readFileSync(path.join(root, 'build/fr/writing.html'), 'utf8')).toContain('class="untranslated-notice"');
    expect(readFileSync(path.join(root, 'build/index.html'), 'utf8')).toContain('<a class="navbar-link is-active" href="/quill/writing">Guide</a>');
    // The npm2yarn fence is synced tabs (pnpm before Yarn, as the plugin's options say), the `release` keyword an admonition.
    const writing = readFileSync(path.join(root, 'build/writing.html'), 'utf8');
    expect(writing).toContain('<div class="tabs" data-island="tabs" data-group-id="npm2yarn">');
    expect([...writing.matchAll(/role="tab"[^>]*data-value="([^"]+)"/g)].map((m) => m[1])).toEqual(['npm', 'pnpm', 'yarn']);
    expect(writing).toContain('<div class="admonition admonition-note admonition-release" role="note" aria-label="Quill 2">');
  });

  it("carries the site's remark and rehype plugins as imports: the written config typechecks, and the build runs them", async () => {
    const root = copyOf('site-plugins');
    // The site's dependencies are installed: remark-math, rehype-katex and rehype-raw are the repository's (npm2yarn
    // and @beacon/remark-snackplayer are not).
    symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir');
    const migrated = run(['init', '--from-docusaurus'], root);
    expect(migrated.code).toBe(0);
    expect(migrated.stderr).toContain(
      'warning [migrate-plugin-not-carried] docusaurus.config.js:35\n  `presets[0][1].docs.remarkPlugins` is carried without its entry [3], the function `remarkShout` written in the Docusaurus config itself: site.config.ts has no module to import it from.',
    );
    expect(migrated.stderr).toContain(
      'warning [migrate-plugin-not-carried] docusaurus.config.js:36\n  `presets[0][1].docs.remarkPlugins` is carried without its entry [4], `@beacon/remark-snackplayer`: the package is not installed in the site',
    );
    // Docusaurus' npm2yarn is not imported: it becomes docsgen's built-in option; so do remark-math and rehype-katex.
    expect(migrated.stderr).not.toContain('remark-plugin-npm2yarn');
    expect(migrated.stderr).not.toMatch(/remark-math|rehype-katex/);

    const text = readFileSync(path.join(root, 'site.config.ts'), 'utf8');
    expect(text).toContain(
      "import { defineConfig } from 'docsgen';\nimport { fileURLToPath } from 'node:url';\nimport marker from './src/remark/marker.js';\nimport rehypeRaw from 'rehype-raw';\n\n",
    );
    // The absolute path the config computed is written from site.config.ts's own place, so it holds on any machine.
    expect(text).toContain(
      '          marker: "(checked by the site)",\n          suffixFile: fileURLToPath(new URL("./src/remark/suffix.txt", import.meta.url)),\n',
    );
    expect(text).not.toContain(root);
    expect(text).toContain('    rehypePlugins: [\n      [\n        rehypeRaw,\n        {\n          passThrough: [');
    expect(text).toContain('    math: {\n      macros: { "\\\\RR": "\\\\mathbb{R}" },\n    },\n');
    expect(text).toContain('    missingPlugins: ["remarkShout", "@beacon/remark-snackplayer"],\n');
    expect(text).toContain('// - docusaurus.config.js:35: `presets[0][1].docs.remarkPlugins` is carried without its entry [3], the function `remarkShout`');
    expect(text).toContain('\n    npm2yarn: { sync: true },\n');

    // It typechecks against docsgen's config types, as esbuild bundles it (a wrong entry would not).
    writeFileSync(
      path.join(root, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          module: 'preserve',
          moduleResolution: 'bundler',
          target: 'es2022',
          allowJs: true,
          jsx: 'react-jsx',
          types: ['node'],
          paths: { docsgen: [path.resolve('src/config/define.ts')] },
        },
        files: ['site.config.ts'],
      }),
    );
    const tsc = spawnSync(process.execPath, [path.resolve('node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], { cwd: root, encoding: 'utf8' });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);

    const result = await build({ root, compress: false, workers: 0 });
    // The SnackPlayer block that the plugin not installed would have made a player: a warning at its line, naming it.
    expect(result.diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}:${d.line}`)).toEqual(['warning markdown-syntax-unhandled docs/intro.md:15']);
    expect(result.diagnostics[0]!.message).toContain('`markdown.missingPlugins` names `@beacon/remark-snackplayer`');
    expect(result.ok).toBe(true);
    const html = readFileSync(path.join(root, 'build/docs/intro.html'), 'utf8');
    // The site's own plugin, with its option; the built-in math with the site's macro (docsgen's KaTeX knows no \\RR).
    // (rehype-raw, run after docsgen's stages, joins the paragraph's two texts into one.)
    expect(html).toContain('Checked: the site&#x27;s own plugin ends this paragraph. (checked by the site) and its file</p>');
    expect(html).toContain('<annotation encoding="application/x-tex">\\ell \\in \\RR</annotation>');
    expect(html).toContain('<span class="mord mathbb">R</span>');
    // Under --strict the warning fails the build.
    expect((await build({ root, compress: false, workers: 0, strict: true })).ok).toBe(false);
  });

  it("imports a CommonJS plugin's `exports.default` (remark-shiki-twoslash's shape) so that the CLI's build runs it", () => {
    const root = siteOf({
      // Compiled from TypeScript: `__esModule` and `exports.default`; an import sees module.exports as the default.
      'node_modules/remark-twoslashy/package.json': '{ "name": "remark-twoslashy", "version": "3.0.0", "main": "index.js" }',
      'node_modules/remark-twoslashy/index.js': [
        "Object.defineProperty(exports, '__esModule', { value: true });",
        'exports.default = function remarkTwoslashy(options) {',
        "  return (tree) => { tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Ran with ' + options.theme + '.' }] }); };",
        '};',
      ].join('\n'),
      'docs/intro.md': '# Intro\n\nText.\n',
      'docusaurus.config.js':
        "module.exports = { title: 'T', url: 'https://t.example', presets: [['classic', { docs: { remarkPlugins: [[require('remark-twoslashy').default, { theme: 'min-light' }]] } }]] };",
    });
    expect(run(['init', '--from-docusaurus'], root).code).toBe(0);
    const built = run(['build', '--strict'], root);
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
    expect(readFileSync(path.join(root, 'build/docs/intro.html'), 'utf8')).toContain('<p>Ran with min-light.</p>');
  });

  it('reads a config that requires a plugin a build step compiles (not there yet), imports it from there, and builds once it is', () => {
    // Cypress' docs: `require('./plugins/cypressRemarkPlugins/dist')`, which its `prebuild` script compiles with tsc.
    const root = siteOf({
      'docs/intro.md': '# Intro\n\nText.\n',
      'docusaurus.config.js': [
        "const { stamp } = require('./plugins/remark/dist');",
        "module.exports = { title: 'T', url: 'https://t.example', presets: [['classic', { docs: { remarkPlugins: [[stamp, { word: 'compiled' }]] } }]] };",
      ].join('\n'),
    });
    const migrated = run(['init', '--from-docusaurus'], root);
    expect(migrated.code).toBe(0);
    expect(migrated.stderr).toContain(
      'warning [migrate-file-not-there] docusaurus.config.js:1\n  The config requires `./plugins/remark/dist`, which is not there: a build step of the site writes it',
    );
    const text = readFileSync(path.join(root, 'site.config.ts'), 'utf8');
    expect(text).toContain("import { stamp } from './plugins/remark/dist';");
    expect(text).toMatch(/remarkPlugins: \[\s*\[\s*stamp,\s*\{ word: "compiled" \}/);
    // The build step runs, then docsgen builds with the plugin.
    mkdirSync(path.join(root, 'plugins/remark/dist'), { recursive: true });
    writeFileSync(
      path.join(root, 'plugins/remark/dist/index.js'),
      "exports.stamp = (options) => (tree) => { tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Stamped ' + options.word + '.' }] }); };\n",
    );
    const built = run(['build', '--strict'], root);
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
    expect(readFileSync(path.join(root, 'build/docs/intro.html'), 'utf8')).toContain('<p>Stamped compiled.</p>');
  });

  it("carries what a plugin's configureWebpack gives webpack into `bundle`, says what it leaves out, and the site then builds", () => {
    // React Native Gesture Handler's docs: an inline plugin aliases `react-native` to its web build, defines `__DEV__`
    // with webpack's DefinePlugin (webpack not installed here), tries `.web.js` first and imports `.txt` as text.
    const root = siteOf({
      'docs/intro.mdx': "---\nplatforms: [web]\n---\n\nimport Example from '@site/src/Example';\n\n# Intro\n\nThe example:\n\n<Example />\n",
      'docs/more.md': '---\nplatforms: [ios, android]\n---\n\n# More\n\nText.\n',
      'src/Example.jsx':
        "import { Text } from 'react-native';\nimport Button from './Button';\nimport notes from './notes.txt';\n\n" +
        "export default function Example() { return <div><Text>{__DEV__ ? 'dev' : 'prod'}</Text><Button /><pre>{notes}</pre></div>; }\n",
      'src/Button.js': "export default function Button() { return 'native button'; }\n",
      'src/Button.web.js': "export default function Button() { return 'web button'; }\n",
      'src/notes.txt': 'Notes as text.\n',
      'src/shims/canvas.js': 'module.exports = {};\n',
      'babel.config.js': "module.exports = { presets: [require.resolve('@docusaurus/core/lib/babel/preset')], plugins: ['react-native-worklets/plugin'] };\n",
      'node_modules/react-native-web/package.json': '{ "name": "react-native-web", "main": "index.js" }\n',
      'node_modules/react-native-web/index.js': "exports.Text = (props) => require('react').createElement('span', { className: 'rn' }, props.children);\n",
      'docusaurus.config.js': [
        "const path = require('path');",
        "const webpack = require('webpack');",
        'module.exports = {',
        "  title: 'T', url: 'https://t.example',",
        "  presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: false }]],",
        '  plugins: [',
        '    async function gestureHandlerPlugin() {',
        '      return {',
        "        name: 'gesture-handler/docusaurus-plugin',",
        '        loadContent() { return null; },',
        '        configureWebpack(config, isServer) {',
        '          return {',
        "            mergeStrategy: { 'resolve.extensions': 'prepend' },",
        "            plugins: [new webpack.DefinePlugin({ ...(isServer ? {} : { process: { env: {} } }), __DEV__: 'false', VERSION: 'require(\"./package.json\").version' })],",
        "            module: { rules: [{ test: /\\.txt$/, type: 'asset/source' }, { test: /\\.js$/, use: 'babel-loader' }, { test: /\\.svg$/, use: ['@svgr/webpack'] }] },",
        "            resolve: { alias: { 'react-native$': 'react-native-web', canvas: path.resolve(__dirname, 'src/shims/canvas.js'), outside: path.resolve(__dirname, '../elsewhere') }, extensions: ['.web.js', '...'] },",
        '          };',
        '        },',
        '      };',
        '    },',
        '  ],',
        '};',
        '',
      ].join('\n'),
    });
    const migrated = run(['init', '--from-docusaurus'], root);
    expect(migrated.code).toBe(0);
    expect(migrated.stderr).toContain(
      '`plugins[0]` (`gesture-handler/docusaurus-plugin`) is a plugin docsgen does not run, but what its `configureWebpack` gives webpack is carried into `bundle` (alias `react-native$`, alias `canvas`, define `process.env`, define `__DEV__`, extension `.web.js`, text `.txt`); left out: ',
    );
    expect(migrated.stderr).toMatch(
      /left out: the rule for \.svg \(@svgr\/webpack\); resolve\.alias `outside` \([^)]*elsewhere: not a package or a file of the site\); the definition of `VERSION` \(code, not JSON or a name\); its `loadContent` does not run\./,
    );
    // Its Babel config adds a plugin docsgen does not run: said, at the file.
    expect(migrated.stderr).toContain(
      "warning [migrate-babel-not-run] babel.config.js:1\n  `babel.config.js` is not read: docsgen compiles the site's components with esbuild, so what it adds to Docusaurus' preset (`react-native-worklets/plugin`) does not run.",
    );
    const text = readFileSync(path.join(root, 'site.config.ts'), 'utf8');
    // The pages' own front matter key (on two of them) is declared, so the strict build below does not warn of it.
    expect(text).toMatch(/frontMatterKeys: \["platforms"\]/);
    expect(text).toMatch(
      /bundle: \{\s*alias: \{ "react-native\$": "react-native-web", canvas: "\.\/src\/shims\/canvas\.js" \},\s*define: \{ "process\.env": "\{\}", __DEV__: "false" \},\s*extensions: \["\.web\.js"\],\s*text: \["\.txt"\],\s*\}/,
    );
    const built = run(['build', '--strict'], root);
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
    const page = readFileSync(path.join(root, 'build/docs/intro.html'), 'utf8');
    expect(page).toContain('<span class="rn">prod</span>web button<pre>Notes as text.\n</pre>');
  });

  it('carries a second docs plugin instance, which then builds under its route with its versions and sidebars', () => {
    // The docs-instances fixture's folders, with the Docusaurus config that lays them out.
    const root = mkdtempSync(path.join(tmpdir(), 'docsgen-docusaurus-instances-'));
    cpSync(path.resolve('tests/fixtures/docs-instances'), root, { recursive: true });
    rmSync(path.join(root, 'site.config.ts'));
    writeFileSync(
      path.join(root, 'docusaurus.config.js'),
      [
        'module.exports = {',
        "  title: 'Harbor',",
        "  url: 'https://harbor.example.com',",
        "  baseUrl: '/',",
        "  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },",
        "  presets: [['classic', { docs: { routeBasePath: 'docs', sidebarPath: './sidebars.json' }, blog: false }]],",
        '  plugins: [',
        "    ['content-docs', { id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: './sidebarsCommunity.json' }],",
        '  ],',
        '  themeConfig: {',
        '    navbar: {',
        '      items: [',
        "        { type: 'docSidebar', sidebarId: 'guide', label: 'Guide' },",
        "        { type: 'docSidebar', sidebarId: 'community', label: 'Community', docsPluginId: 'community' },",
        "        { type: 'docsVersionDropdown', docsPluginId: 'community', position: 'right' },",
        '      ],',
        '    },',
        '  },',
        '};',
        '',
      ].join('\n'),
    );
    const migrated = run(['init', '--from-docusaurus'], root);
    expect(migrated.stderr).toBe('');
    expect(migrated.code).toBe(0);
    const built = run(['build', '--strict'], root);
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
    const page = (file: string) => readFileSync(path.join(root, 'build', file), 'utf8');
    expect(page('community/intro.html')).toContain('harborreef');
    expect(page('community/next/support.html')).toContain('harbortide');
    expect(page('docs/intro.html')).toContain('<a class="navbar-link" href="/community/intro">Community</a>');
    expect(page('docs/intro.html')).toContain('href="/community/next/intro#ask-a-question"');
  });

  it('refuses to write over an existing site.config.ts, and says which file', () => {
    const root = copyOf('site');
    expect(run(['init', '--from-docusaurus'], root).code).toBe(0);
    const before = readFileSync(path.join(root, 'site.config.ts'), 'utf8');
    const again = run(['init', '--from-docusaurus'], root);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(
      'error [migrate-target-exists] site.config.ts\n  The site already has a docsgen config, site.config.ts, so `docsgen init --from-docusaurus` wrote nothing.',
    );
    expect(again.stdout).toBe('');
    expect(readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toBe(before);
  });

  it('says when the folder holds no Docusaurus config', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docsgen-docusaurus-'));
    const result = run(['init', '--from-docusaurus', '.'], root);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('error [migrate-source-missing]\n  There is no Docusaurus config in . to migrate from.');
    expect(existsSync(path.join(root, 'site.config.ts'))).toBe(false);
  });
});
