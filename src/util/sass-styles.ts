/**
 * Sass in a site's styles, as docusaurus-plugin-sass gives a Docusaurus site: an esbuild plugin that compiles
 * `.scss` and `.sass` files (a component's `x.module.scss` as a CSS module, a `customCss` entry as global CSS) with
 * the `sass` (or `sass-embedded`) package installed in the site. docsgen ships no Sass compiler: without one in
 * the site, a Sass file is an error at its import that says what to install. Imports resolve as sass-loader resolves
 * them in a Docusaurus site: `@site/…`, `~pkg/…` and packages of node_modules too. Loads the compiler only when a Sass
 * file is bundled; reads the files Sass imports; writes nothing.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';

/** The part of the Sass JavaScript API used here (the same in `sass` and `sass-embedded`). */
interface SassCompiler {
  compile(
    file: string,
    options: { style: 'expanded'; sourceMap: false; loadPaths: string[]; importers: { findFileUrl(url: string): URL | null }[] },
  ): { css: string; loadedUrls: URL[] };
}

/**
 * What webpack's sass-loader resolves in a Docusaurus site and Sass alone does not: `@site/…` (the site's folder)
 * and `~pkg/…` (a package of its node_modules). Sass then finds the partial (`_fonts.scss`) as for any import. Only
 * inside the site folder: a path that leaves it is not found.
 */
function siteImporter(root: string): { findFileUrl(url: string): URL | null } {
  return {
    findFileUrl(url: string): URL | null {
      const relative = url.startsWith('@site/') ? url.slice('@site/'.length) : url.startsWith('~') ? path.join('node_modules', url.slice(1)) : null;
      if (relative === null) return null;
      const file = path.resolve(root, relative);
      return path.relative(root, file).startsWith('..') ? null : pathToFileURL(file);
    },
  };
}

/** What Sass throws: its message, and where in which file. */
interface SassFailure {
  sassMessage?: string;
  message: string;
  span?: { url?: URL; start: { line: number; column: number } };
}

/** The Sass packages a site may install, in the order looked for. */
const SASS_PACKAGES = ['sass', 'sass-embedded'];

const compilers = new Map<string, SassCompiler | null>();

/** The site's Sass compiler, resolved from its folder as its own imports are; null when it has none. */
function siteSass(root: string): SassCompiler | null {
  if (compilers.has(root)) return compilers.get(root)!;
  const require = createRequire(path.join(root, 'package.json'));
  let found: SassCompiler | null = null;
  for (const name of SASS_PACKAGES) {
    try {
      found = require(name) as SassCompiler;
      break;
    } catch {
      // not installed in the site: try the next
    }
  }
  compilers.set(root, found);
  return found;
}

/** A Sass file of the site (`.scss`, `.sass`), to be compiled before esbuild reads it as CSS. */
export const SASS_FILE = /\.s[ac]ss$/i;

/** The plugin; `loaded` receives every file Sass read (the Sass files and what they `@use`), which esbuild's metafile does not list. */
export function sassStyles(root: string, loaded: Set<string> = new Set()): Plugin {
  return {
    name: 'docsgen-sass',
    setup(build) {
      build.onLoad({ filter: SASS_FILE }, (args) => {
        if (args.namespace !== 'file') return undefined;
        const sass = siteSass(root);
        const name = path.relative(root, args.path).split(path.sep).join('/');
        // Located at the Sass file itself: its first line.
        if (!sass)
          return {
            errors: [
              {
                text: `${name} is Sass, and the site has no Sass compiler installed: install one in the site folder (npm install --save-dev sass), as docusaurus-plugin-sass also needs.`,
                location: { file: args.path, line: 1, column: 0 },
              },
            ],
          };
        loaded.add(args.path);
        try {
          const compiled = sass.compile(args.path, {
            style: 'expanded',
            sourceMap: false,
            // A bare `@import 'bootstrap/scss/x'` is a package's file, as sass-loader finds it.
            loadPaths: [path.join(root, 'node_modules')],
            importers: [siteImporter(root)],
          });
          const files = compiled.loadedUrls.filter((url) => url.protocol === 'file:').map((url) => fileURLToPath(url));
          for (const file of files) loaded.add(file);
          return {
            contents: compiled.css,
            loader: /\.module\.s[ac]ss$/i.test(args.path) ? 'local-css' : 'css',
            resolveDir: path.dirname(args.path),
            watchFiles: files,
          };
        } catch (error) {
          const failure = error as SassFailure;
          const file = failure.span?.url?.protocol === 'file:' ? fileURLToPath(failure.span.url) : args.path;
          const where = failure.span ? { file, line: failure.span.start.line + 1, column: failure.span.start.column } : null;
          return { errors: [{ text: (failure.sassMessage ?? failure.message).split('\n')[0]!, location: where }] };
        }
      });
    },
  };
}
