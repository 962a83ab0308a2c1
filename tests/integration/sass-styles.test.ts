/**
 * Sass, as docusaurus-plugin-sass gives a Docusaurus site: a component's `x.module.scss` (a CSS module) and a
 * `.scss` custom CSS file are compiled with the `sass` package the site installs (here a link to this repository's
 * own copy, a dev dependency), `@use` and nesting included; without it, a Sass file is an error saying what to
 * install; a Sass error is located in the Sass file.
 */
import { readFileSync, symlinkSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { configText, doc, makeSite } from '../support/fixture-site.js';

const FILES = {
  'src/css/_vars.scss': '$brand: #123456;\n',
  'src/css/custom.scss': "@use './vars';\n\n.custom-banner {\n  color: vars.$brand;\n  .inner {\n    margin: 0;\n  }\n}\n",
  'src/components/Box.module.scss': '$width: 3px;\n\n.box {\n  border: $width solid #abcdef;\n  &:hover {\n    color: #fedcba;\n  }\n}\n',
  'src/components/Box.tsx':
    "import styles from './Box.module.scss';\n\nexport default function Box({ children }: { children?: React.ReactNode }) {\n  return <div className={styles.box}>{children}</div>;\n}\n",
  'content/docs/guide/box.mdx': doc('Box', "import Box from '@site/src/components/Box';\n\n# Box\n\n<Box>inside the box</Box>\n"),
};

const config = configText({ extra: "customCss: './src/css/custom.scss'," });

/** A site with the Sass files above; `withSass` links this repository's `sass` into its node_modules. */
function site(withSass: boolean, files: Record<string, string> = {}): string {
  const root = makeSite({ ...FILES, ...files }, config);
  if (withSass) {
    mkdirSync(path.join(root, 'node_modules'), { recursive: true });
    symlinkSync(path.resolve('node_modules/sass'), path.join(root, 'node_modules/sass'), 'dir');
  }
  return root;
}

/** Every style sheet the page links, as one text. */
function stylesOf(root: string, page: string): string {
  const html = readFileSync(path.join(root, 'build', page), 'utf8');
  return [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+\.css)">/g)].map((m) => readFileSync(path.join(root, 'build', m[1]!), 'utf8')).join('\n');
}

describe('Sass in a site', () => {
  it("compiles a component's CSS module and a custom CSS file with the site's sass", async () => {
    const root = site(true);
    const result = await build({ root, compress: false, workers: 0 });
    expect(result.diagnostics).toEqual([]);
    const html = readFileSync(path.join(root, 'build/guide/box.html'), 'utf8');
    const boxClass = /<div class="([^"]+)">inside the box<\/div>/.exec(html)?.[1];
    expect(boxClass).toMatch(/box/);
    const css = stylesOf(root, 'guide/box.html');
    // The custom CSS: the variable from the partial it uses, and the nested rule, written out.
    expect(css).toMatch(/\.custom-banner\s*\{\s*color:\s*#123456/);
    expect(css).toMatch(/\.custom-banner \.inner\s*\{\s*margin:\s*0/);
    // The CSS module: its class as the page uses it, with its variable and nested hover rule compiled.
    expect(css).toMatch(new RegExp(`\\.${boxClass}\\s*\\{\\s*border:\\s*3px solid #abcdef`));
    expect(css).toMatch(new RegExp(`\\.${boxClass}:hover\\s*\\{\\s*color:\\s*#fedcba`));
  });

  it('without a Sass compiler in the site, is an error at each Sass file saying what to install', async () => {
    const root = site(false);
    const result = await build({ root, compress: false, workers: 0 });
    expect(result.ok).toBe(false);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => `${d.code} ${d.file}:${d.line}`).sort()).toEqual([
      'custom-css-invalid src/css/custom.scss:1',
      'mdx src/components/Box.module.scss:1',
    ]);
    for (const error of errors) expect(`${error.message} ${error.hint}`).toContain('npm install --save-dev sass');
  });

  it("resolves imports as sass-loader does in a Docusaurus site: `@site/…`, `~pkg/…` and a package's path", async () => {
    const root = site(true, {
      'src/css/_fonts.scss': '$font: Georgia;\n',
      'src/components/Box.module.scss':
        "@import '@site/src/css/fonts';\n@import '~harbour-theme/tides';\n@import 'harbour-theme/tides';\n\n.box {\n  font-family: $font;\n  color: $tide;\n}\n",
      'node_modules/harbour-theme/_tides.scss': '$tide: #0a4d68;\n',
      'node_modules/harbour-theme/package.json': '{ "name": "harbour-theme", "version": "1.0.0" }\n',
    });
    const result = await build({ root, compress: false, workers: 0 });
    expect(result.diagnostics).toEqual([]);
    const css = stylesOf(root, 'guide/box.html');
    expect(css).toMatch(/font-family:\s*Georgia/);
    expect(css).toMatch(/color:\s*#0a4d68/);
  });

  it('reports a Sass error in the Sass file, at its line', async () => {
    const root = site(true);
    writeFileSync(path.join(root, 'src/components/Box.module.scss'), '.box {\n  border: $undefined solid red;\n}\n');
    const result = await build({ root, compress: false, workers: 0 });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^src\/components\/Box\.module\.scss:2 .*Undefined variable/)]),
    );
  });

  it('in docsgen dev, rebuilds the style sheet when a file a Sass file uses changes', async () => {
    const { DevSite } = await import('../../src/dev/dev-site.js');
    const root = site(true);
    const dev = new DevSite(root, { devScriptPath: '/__docsgen/dev-client.js' });
    try {
      expect((await dev.start()).ok).toBe(true);
      const vars = path.join(root, 'src/css/_vars.scss');
      expect(dev.styleFiles).toEqual(expect.arrayContaining([path.join(root, 'src/css/custom.scss'), vars]));
      const sheet = async () => {
        const href = /<link rel="stylesheet" href="\/(assets\/style-[^"]+)">/.exec(String(await dev.files.get('index.html')))![1]!;
        return Buffer.from((await dev.files.get(href)) as Uint8Array).toString('utf8');
      };
      expect(await sheet()).toContain('#123456');
      writeFileSync(vars, '$brand: #654321;\n');
      expect((await dev.update([vars])).ok).toBe(true);
      expect(await sheet()).toContain('#654321');
    } finally {
      await dev.close();
    }
  });
});
