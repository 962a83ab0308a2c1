/**
 * A site's own styles appended to the theme's style sheet: the brand colours and fonts (custom properties), then the
 * `customCss` files in order, bundled by esbuild (their `@import`s inlined, fonts and images they reference copied
 * under hashed names) after the theme's CSS, so their rules win at equal specificity. The result replaces the
 * theme's sheet as one content-hashed `assets/style-<hash>.css`, linked on every page as before: one request, and
 * the dev server's style swap keeps working. Returns files in memory; writes nothing.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Message, Plugin } from 'esbuild';
import { esbuild } from '../util/esbuild.js';
import { relativePosixPath } from '../util/paths.js';
import { SASS_FILE, sassStyles } from '../util/sass-styles.js';
import type { SiteStyles } from '../config/site-styles.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import { BuildFailure } from '../diagnostics/diagnostic.js';
import { asSitePath, withBase } from '../../core/urls.js';
import type { ClientBundle } from './client-bundle.js';

/** The client bundle with the site's styles in its style sheet, and the files those styles were built from. */
export interface SiteBundle extends ClientBundle {
  /** Absolute paths of the site's own files in the style sheet (custom CSS and what it imports), for dev to watch. */
  styleInputs: string[];
}

const NAMESPACE = 'docsgen-site-styles';
const ASSET_LOADERS = Object.fromEntries(
  ['.woff2', '.woff', '.ttf', '.otf', '.eot', '.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.ico'].map((ext) => [ext, 'file' as const]),
);

/** The entry (the brand sheet, then each custom file) and the brand sheet, as modules of their own. */
function entryPlugin(styles: SiteStyles): Plugin {
  return {
    name: 'docsgen-site-styles',
    setup(b) {
      b.onResolve({ filter: /^docsgen-site-styles:/ }, (args) => ({ path: args.path, namespace: NAMESPACE }));
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        if (args.path.endsWith(':brand')) return { contents: styles.brandCss, loader: 'css' };
        const imports = [...(styles.brandCss ? ['docsgen-site-styles:brand'] : []), ...styles.customCss];
        return { contents: imports.map((file) => `@import ${JSON.stringify(file)};`).join('\n'), loader: 'css', resolveDir: path.parse(process.cwd()).root };
      });
      // `@site/…` is the site folder, as in Docusaurus (`url(@site/static/img/bg.png)`, `@import '@site/src/x.css'`).
      b.onResolve({ filter: /^@site\// }, (args) => ({ path: path.join(styles.root, args.path.slice('@site/'.length)) }));
      // `url(/img/bg.png)` names a file of the built site (the static folder): left as it is, under the base URL.
      b.onResolve({ filter: /^\// }, (args) =>
        args.kind === 'url-token' && !args.path.startsWith('//') ? { path: withBase(styles.baseUrl, asSitePath(args.path)), external: true } : undefined,
      );
    },
  };
}

/**
 * A located error for a custom CSS file that esbuild could not bundle (an import or a file it references is missing,
 * Sass that does not compile), its file relative to the site folder `root`.
 */
function styleFailure(errors: readonly Message[], root: string): BuildFailure {
  return new BuildFailure(
    errors.map((error) =>
      diagnostic(
        'custom-css-invalid',
        'error',
        { reason: error.text, ...(SASS_FILE.test(error.location?.file ?? '') ? { sass: true } : {}) },
        {
          file: error.location?.file ? relativePosixPath(root, path.resolve(process.cwd(), error.location.file)) : undefined,
          line: error.location?.line,
          column: error.location ? error.location.column + 1 : undefined,
        },
      ),
    ),
  );
}

let cache: { key: string; inputs: { file: string; hash: string }[]; bundle: SiteBundle } | null = null;
const hashOf = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const fileHash = (file: string) => {
  try {
    return hashOf(readFileSync(file));
  } catch {
    return '';
  }
};

/** `@import url(https://…)` rules the site's CSS keeps (other origins) must open the combined sheet to count. */
function hoistImports(css: string): { imports: string; rest: string } {
  const imports: string[] = [];
  const rest = css.replace(/^@import [^;]+;\n?/gm, (rule) => {
    imports.push(rule.trim());
    return '';
  });
  return { imports: imports.join('\n'), rest };
}

/**
 * The bundle with the site's styles appended to the theme's style sheet, or the bundle as it is (and no inputs)
 * when the site has none. A custom CSS file that cannot be bundled throws a `BuildFailure` located in that file.
 */
export async function withSiteStyles(bundle: ClientBundle, styles: SiteStyles): Promise<SiteBundle> {
  if (!styles.brandCss && styles.customCss.length === 0) return { ...bundle, styleInputs: [] };
  const key = hashOf(JSON.stringify([bundle.stylePath, styles]));
  if (cache?.key === key && cache.inputs.every((input) => fileHash(input.file) === input.hash)) return cache.bundle;
  const sassFiles = new Set<string>();
  const result = await esbuild({
    entryPoints: { style: 'docsgen-site-styles:entry' },
    plugins: [entryPlugin(styles), sassStyles(styles.root, sassFiles)],
    bundle: true,
    write: false,
    minify: true,
    metafile: true,
    outdir: 'assets',
    assetNames: '[name]-[hash]',
    loader: ASSET_LOADERS,
    target: ['chrome100', 'firefox100', 'safari15'],
    legalComments: 'none',
    logLevel: 'silent',
  }).catch((error: { errors?: Message[] }) => {
    throw error.errors?.length ? styleFailure(error.errors, styles.root) : error;
  });
  const sheet = result.outputFiles.find((f) => f.path.endsWith('.css'))!;
  const theme = bundle.files.find((f) => f.path === bundle.stylePath)!;
  const own = hoistImports(sheet.text);
  const css = `${own.imports ? `${own.imports}\n` : ''}${Buffer.from(theme.contents).toString('utf8')}\n${own.rest}`;
  const stylePath = `assets/style-${hashOf(css).slice(0, 8).toUpperCase()}.css`;
  const assets = result.outputFiles.filter((f) => f !== sheet).map((f) => ({ path: `assets/${path.basename(f.path)}`, contents: f.contents }));
  const files = [...bundle.files.filter((f) => f.path !== bundle.stylePath), { path: stylePath, contents: new TextEncoder().encode(css) }, ...assets];
  const bundled = Object.keys(result.metafile.inputs)
    .filter((input) => !input.startsWith(`${NAMESPACE}:`))
    .map((input) => path.resolve(process.cwd(), input));
  // The files Sass read (what a Sass file `@use`s) are inputs too, though esbuild never saw them.
  const styleInputs = [...new Set([...bundled, ...sassFiles])];
  const siteBundle: SiteBundle = { ...bundle, files, stylePath, styleInputs };
  cache = { key, inputs: styleInputs.map((file) => ({ file, hash: fileHash(file) })), bundle: siteBundle };
  return siteBundle;
}
