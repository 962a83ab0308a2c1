/**
 * The config's `bundle` settings reach the bundles of the site's modules, as a Docusaurus plugin's
 * `configureWebpack` reaches webpack: an alias to a package (React Native Gesture Handler's `react-native$` →
 * `react-native-web`), a global name defined (`__DEV__`), an extension tried first (`.web.js`), files imported as
 * text (`asset/source`), and a fallback for a Node built-in in a component that runs in the browser. A setting that
 * reaches outside the site is refused at its key.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/session/build.js';
import { articleOf as article } from '../support/page-parts.js';

/** Builds a site of `files` whose config's `bundle` key is `bundle` (source text), in memory. */
async function buildWith(files: Record<string, string>, bundle: string | null): Promise<BuildResult> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-bundle-settings-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  writeFileSync(
    path.join(root, 'site.config.ts'),
    `export default { title: 'Bundled', url: 'https://bundled.example', markdown: { format: 'mdx' }${bundle ? `, bundle: ${bundle}` : ''} };\n`,
  );
  return build({ root, inMemory: true, workers: 0 });
}

const where = (result: BuildResult) => result.diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}:${d.line ?? '-'} ${d.message}`);

/** A component that uses React Native's `Text` as a site of React Native's components does, with a web shim installed. */
const NATIVE_SITE = {
  'docs/index.mdx': "import Example from '@site/src/Example';\n\n# Home\n\nAn example:\n\n<Example />\n",
  'src/Example.jsx':
    "import { Text } from 'react-native';\nimport Button from './Button';\nimport notes from './notes.txt';\n\n" +
    "export default function Example() { return <div><Text>{__DEV__ ? 'development' : 'production'}</Text><Button /><pre>{notes}</pre></div>; }\n",
  'src/Button.js': "export default function Button() { return 'native button'; }\n",
  'src/Button.web.js': "export default function Button() { return 'web button'; }\n",
  'src/notes.txt': 'Plain notes, imported as text.\n',
  'node_modules/react-native-web-shim/package.json': '{ "name": "react-native-web-shim", "main": "index.js" }\n',
  'node_modules/react-native-web-shim/index.js':
    "exports.Text = function Text(props) { return require('react').createElement('span', { className: 'rn-text' }, props.children); };\n",
};

describe("the config's bundle settings", () => {
  it('alias a package, define a global, try `.web.js` first and import text files, as configureWebpack did', async () => {
    const result = await buildWith(
      NATIVE_SITE,
      "{ alias: { 'react-native$': 'react-native-web-shim' }, define: { __DEV__: 'false' }, extensions: ['.web.js'], text: ['.txt'] }",
    );
    expect(where(result)).toEqual([]);
    const body = article(result.files!.text('index.html'));
    expect(body).toContain('<span class="rn-text">production</span>');
    expect(body).toContain('web button');
    expect(body).toContain('<pre>Plain notes, imported as text.\n</pre>');
  });

  it("reads an alias to a folder of the site in pages too, before docsgen's own `@components/` (Ionic's module-alias plugin)", async () => {
    const files = {
      'docs/index.mdx': 'import Card from \'@components/Card\';\n\n# Home\n\n<Card title="from the alias" />\n\n![logo](@components/Card/logo.svg)\n',
      'src/components/Card/index.tsx': 'export default function Card({ title }: { title: string }) { return <div className="card">{title}</div>; }\n',
      'src/components/Card/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>',
    };
    const aliased = await buildWith(files, "{ alias: { '@components': './src/components' } }");
    expect(where(aliased)).toEqual([]);
    const body = article(aliased.files!.text('index.html'));
    expect(body).toContain('<div class="card">from the alias</div>');
    expect(body).toMatch(/<img src="\/assets\/img\/logo-\w+\.svg" alt="logo"/);
    // Without it, `@components/` is docsgen's own `components` folder, where there is no Card.
    expect(where(await buildWith(files, null))).toContainEqual(expect.stringMatching(/^error mdx docs\/index\.mdx:1 Cannot import `@components\/Card`/));
  });

  it("reports, in one process, each build's own failed modules when two bundles fail alike (no code at all)", async () => {
    // The loaded modules were kept by the bundle's code alone: a build whose only module failed took the previous
    // build's (also codeless) and lost its own failure, reported then as "no such module" besides.
    const first = await buildWith(
      { 'docs/index.mdx': "import A from '@site/src/A';\n\n# A\n\nText.\n\n<A />\n", 'src/A.jsx': "import 'not-installed-a';\nexport default () => 'a';\n" },
      null,
    );
    expect(where(first)).toEqual([expect.stringMatching(/^error mdx src\/A\.jsx:1 .*Could not resolve "not-installed-a"/)]);
    const second = await buildWith(
      { 'docs/index.mdx': "import B from '@site/src/B';\n\n# B\n\nText.\n\n<B />\n", 'src/B.jsx': "import 'not-installed-b';\nexport default () => 'b';\n" },
      null,
    );
    expect(where(second)).toEqual([expect.stringMatching(/^error mdx src\/B\.jsx:1 .*Could not resolve "not-installed-b"/)]);
  });

  it('without them, the same site reports the import it cannot resolve at its line', async () => {
    const result = await buildWith(NATIVE_SITE, null);
    expect(where(result)).toEqual([expect.stringMatching(/^error mdx src\/Example\.jsx:1 .*Could not resolve "react-native"/)]);
  });

  it("give a browser component's Node built-in its fallback, and a site path as an alias target", async () => {
    const files = {
      'docs/index.mdx': "import Joined from '@site/src/Joined';\n\n# Home\n\n<Joined />\n",
      'src/Joined.jsx':
        "'use client';\nimport path from 'path';\nimport { label } from 'labels';\n\nexport default function Joined() { return <b>{label(path.posix ? 'posix' : 'shim')}</b>; }\n",
      'src/path-shim.js': 'module.exports = { posix: null };\n',
      'src/labels.js': 'export const label = (text) => `label: ${text}`;\n',
    };
    const result = await buildWith(files, "{ alias: { labels: './src/labels.js' }, fallback: { path: './src/path-shim.js' } }");
    expect(where(result)).toEqual([]);
    const body = article(result.files!.text('index.html'));
    // The server render runs on Node, whose own `path` is found first; the browser's island gets the fallback.
    expect(body).toContain('<b>label: posix</b>');
    const island = /<docsgen-island data-src="\/([^"]+)"/.exec(body)![1]!;
    expect(result.files!.text(island)).toContain('posix:null');

    const without = await buildWith(files, "{ alias: { labels: './src/labels.js' } }");
    expect(where(without)).toEqual([expect.stringMatching(/^error mdx src\/Joined\.jsx:2 .*Could not resolve "path"/)]);
  });

  it('refuse an alias that leads outside the site, and a defined value that is not JSON or a name, at their keys', async () => {
    const result = await buildWith({ 'docs/index.md': '# Home\n' }, "{ alias: { shared: '../packages/shared' }, define: { __DEV__: 'process.env.X || 1' } }");
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([
      expect.stringMatching(/^config-invalid .*bundle\.alias\.shared.*without `\.\.`/),
      expect.stringMatching(/^config-invalid .*bundle\.define\.__DEV__.*expected JSON/),
    ]);
  });
});
