/**
 * webpack's `require.context(folder, recursive, /pattern/)` in the site's own components, which Docusaurus sites use
 * to list a folder's files (ory/docs' changelogs, with `!!raw-loader!` for their text): each call written with
 * literal arguments becomes a function over the files it names, `ctx('./v1.md')`, with `keys()` and `resolve()`,
 * whose entries are ordinary `require()`s, so partials, images and `raw-loader!` go through the bundle's own rules.
 * The folder must be inside the site folder or its docs folder; a call that cannot be read is an error at its line.
 * Reads folders, writes nothing; the site's packages (node_modules) are left alone.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Loader, PartialMessage, Plugin } from 'esbuild';
import { codeLoader } from '../util/code-loader.js';

/** `require.context('dir', true, /\.md$/i)`: a folder as a string, then an optional boolean and an optional regular expression. */
const CALL =
  /require\.context\(\s*(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1\s*(?:,\s*(true|false)\s*)?(?:,\s*\/((?:\\.|\[(?:\\.|[^\]\\])*\]|[^/\\\n[])+)\/([dgimsuy]*)\s*)?(?:,\s*(['"])[^'"]*\6\s*)?,?\s*\)/g;
/** webpack's prefix of loaders before the folder (`!!raw-loader!`). */
const LOADERS = /^(!*(?:[\w@/.-]+!)+)?(.*)$/;

/** The files of `folder` (and its subfolders when `recursive`), as webpack's keys: `./a.md`, `./sub/b.md`. */
function keysOf(folder: string, recursive: boolean, prefix = '.'): string[] {
  const keys: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const key = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) {
      if (recursive && entry.name !== 'node_modules') keys.push(...keysOf(path.join(folder, entry.name), true, key));
    } else keys.push(key);
  }
  return keys;
}

const isInside = (folder: string, file: string) => file === folder || file.startsWith(folder + path.sep);

/** The code a call becomes: a function from each key to its module, required when asked for. */
function contextCode(written: string, loaders: string, keys: readonly string[]): string {
  const entries = keys.map((key) => `${JSON.stringify(key)}: () => require(${JSON.stringify(`${loaders}${written}${key.slice(1)}`)})`);
  return [
    '((modules) => {',
    // A file's text (`raw-loader!`) comes as webpack's raw-loader gives it, an ES module whose default export is the text.
    '  const context = (key) => { const load = modules[key]; if (!load) throw new Error(`Cannot find module ${JSON.stringify(key)} in require.context`); const m = load(); return typeof m === "string" ? { __esModule: true, default: m } : m; };',
    '  context.keys = () => Object.keys(modules);',
    '  context.resolve = (key) => key;',
    `  context.id = ${JSON.stringify(written)};`,
    '  return context;',
    `})({ ${entries.join(', ')} })`,
  ].join(' ');
}

/** The line (1-based) of `offset` in `text`. */
const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** `text` with each `require.context(…)` call replaced, or the errors of the calls that could not be. */
export function withRequireContexts(text: string, file: string, allowed: readonly string[]): { contents: string; errors: PartialMessage[] } {
  const errors: PartialMessage[] = [];
  const contents = text.replace(
    CALL,
    (call, _quote: string, written: string, recursive: string | undefined, source: string | undefined, flags: string | undefined, _mode, offset: number) => {
      const [, loaders = '', folderPath = ''] = LOADERS.exec(written)!;
      const folder = path.resolve(path.dirname(file), folderPath);
      const fail = (message: string) => {
        errors.push({ text: message, location: { file, line: lineAt(text, offset), column: 0 } });
        return call;
      };
      if (!allowed.some((root) => isInside(root, folder))) return fail(`require.context names ${folderPath}, which is not inside the site's folder.`);
      if (!existsSync(folder) || !statSync(folder).isDirectory()) return fail(`require.context names ${folderPath}, which is not a folder.`);
      let pattern: RegExp;
      try {
        pattern = new RegExp(source ?? '^\\.\\/.*$', (flags ?? '').replace(/[gy]/g, ''));
      } catch {
        return fail(`require.context's pattern /${source}/ is not a valid regular expression.`);
      }
      const keys = keysOf(folder, recursive !== 'false').filter((key) => pattern.test(key));
      return contextCode(folderPath.endsWith('/') ? folderPath.slice(0, -1) : folderPath, loaders, keys);
    },
  );
  return { contents, errors };
}

/**
 * The esbuild plugin: the site's own code files that call `require.context` are read with the calls replaced.
 * `allowed`: the folders a call may list (the site's, its docs'). `loaderOf` gives the loader for a file (`.js` is
 * JSX in a Docusaurus site).
 */
export function requireContexts(allowed: readonly string[], loaderOf: (file: string) => Loader = codeLoader): Plugin {
  return {
    name: 'docsgen-require-context',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
        if (args.namespace !== 'file' || args.path.split(path.sep).includes('node_modules')) return undefined;
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('require.context(')) return undefined;
        const { contents, errors } = withRequireContexts(text, args.path, allowed);
        return errors.length ? { errors } : { contents, loader: loaderOf(args.path), resolveDir: path.dirname(args.path) };
      });
    },
  };
}
