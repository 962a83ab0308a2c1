/**
 * Build stage `bundleSiteComponents`: the site's own React components (and packages) that MDX pages import,
 * bundled with esbuild once per build. For the server render, one CommonJS bundle whose React and theme imports
 * are the generator's own (evaluated by `site-modules.ts`, in each render thread). For the browser, the modules
 * whose file starts with `'use client'` become island scripts under `assets/islands/`, loaded only by pages
 * that use them; React there is the page's own copy (a shim reads it from the island loader).
 * Reads the imported files; writes nothing (the files are returned).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { build as esbuild, type Plugin } from 'esbuild';
import { createRequire } from 'node:module';
import { outputFileUrl } from '../../core/urls.js';
import type { SiteConfig } from '../config/schema.js';
import { docFormat } from '../content/doc-format.js';
import type { Doc } from '../content/docs.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { importSourcesOf, importTarget, insideSite } from '../markdown/mdx/modules.js';
import { packageRoot } from '../util/package-root.js';

/** What the render threads need to load the site's modules (plain data: it crosses to worker threads). */
export interface SiteComponents {
  /** CommonJS code whose `modules` export maps each key to its module. */
  serverCode: string;
  /** Keys of the modules marked `'use client'` → the URL of their island script. */
  islands: Record<string, string>;
  /** Every file the bundles were made from (absolute), for `docsgen dev` to watch. */
  inputs: string[];
}

export interface BundledComponents {
  components: SiteComponents | null;
  /** Island scripts to write, relative to the output folder. */
  files: { path: string; contents: Uint8Array }[];
  diagnostics: Diagnostic[];
}

/** Packages the generator provides to the server bundle, so components share its React and theme. */
export const PROVIDED = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/server', 'react-dom/client'];
const THEME_IMPORT = /^@(theme|theme-original|docusaurus)\//;
const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '.mjs', '/index.tsx', '/index.ts', '/index.jsx', '/index.js'];

/** The file a site key names (`components/Note` → `components/Note.tsx`), or null. */
function fileOfKey(root: string, key: string): string | null {
  for (const ext of EXTENSIONS) {
    const file = path.join(root, key + ext);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** Whether a module's first statement is the `'use client'` directive. */
function isClientModule(file: string): boolean {
  const head = readFileSync(file, 'utf8').slice(0, 500).replace(/^(\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/, '');
  return /^['"]use client['"]/.test(head);
}

/** Every site module and package the MDX pages (and the partials they import) import, by key. */
function importedKeys(root: string, docs: readonly Doc[], config: SiteConfig): Map<string, { kind: 'site' | 'package'; file: string }> {
  const keys = new Map<string, { kind: 'site' | 'package'; file: string }>();
  const seenPartials = new Set<string>();
  const scan = (text: string, file: string) => {
    for (const source of importSourcesOf(text)) {
      const target = importTarget(source, file);
      if (target.kind === 'theme') continue;
      if (target.kind === 'partial') {
        if (seenPartials.has(target.sitePath) || !insideSite(target.sitePath)) continue;
        seenPartials.add(target.sitePath);
        const absolute = path.join(root, target.sitePath);
        if (existsSync(absolute)) scan(readFileSync(absolute, 'utf8'), target.sitePath);
        continue;
      }
      if (target.kind === 'site' && !insideSite(target.key)) continue;
      if (!keys.has(target.key)) keys.set(target.key, { kind: target.kind, file });
    }
  };
  for (const doc of docs) {
    if (doc.sourcePath && docFormat(doc.sourcePath, doc.frontMatter, config.markdown.format) === 'mdx') scan(doc.body, doc.file);
  }
  return keys;
}

/** Resolves `@site/…` and `@components/…` inside the site's modules too. */
function siteAliases(root: string): Plugin {
  return {
    name: 'docsgen-site-aliases',
    setup(build) {
      build.onResolve({ filter: /^@(site|components)\// }, (args) => {
        const rest = args.path.replace(/^@site\//, '').replace(/^@components\//, 'components/');
        const file = fileOfKey(root, rest) ?? path.join(root, rest);
        return { path: file };
      });
    },
  };
}

/** Browser shims: `react` and friends read the page's own copies, which the island loader publishes. */
function browserShims(): Plugin {
  const require = createRequire(path.join(packageRoot(), 'package.json'));
  return {
    name: 'docsgen-react-shims',
    setup(build) {
      build.onResolve({ filter: /^(react|react-dom|react\/jsx-runtime|react-dom\/client)$/ }, (args) => ({ path: args.path, namespace: 'docsgen-shim' }));
      build.onLoad({ filter: /.*/, namespace: 'docsgen-shim' }, (args) => {
        const names = Object.keys(require(args.path) as object).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n) && n !== 'default');
        const contents = [
          `const m = globalThis.__docsgenReact[${JSON.stringify(args.path)}];`,
          'export default m;',
          ...names.map((n) => `export const ${n} = m.${n};`),
        ].join('\n');
        return { contents, loader: 'js' };
      });
      // Theme modules imported by a client component are bundled from the theme's sources.
      build.onResolve({ filter: THEME_IMPORT }, (args) => {
        const name = args.path.replace(THEME_IMPORT, '');
        const file = path.join(packageRoot(), 'theme/mdx', `${name}.tsx`);
        return existsSync(file) ? { path: file } : { path: path.join(packageRoot(), 'theme/mdx', `${name}.ts`) };
      });
    },
  };
}

export async function bundleSiteComponents(root: string, docs: readonly Doc[], config: SiteConfig): Promise<BundledComponents> {
  const keys = importedKeys(root, docs, config);
  if (!keys.size) return { components: null, files: [], diagnostics: [] };
  const diagnostics: Diagnostic[] = [];
  const entries: string[] = [];
  const clientKeys: Array<{ key: string; file: string }> = [];
  let i = 0;
  for (const [key, { kind, file }] of keys) {
    const resolved = kind === 'site' ? fileOfKey(root, key) : key;
    if (resolved === null) continue; // reported at the import by the page's compile (unknown module)
    if (kind === 'site' && isClientModule(resolved)) clientKeys.push({ key, file: resolved });
    entries.push(`import * as m${i} from ${JSON.stringify(resolved)};\nmodules[${JSON.stringify(key)}] = m${i++};`);
    void file;
  }
  const failed = (error: unknown) => {
    const first = (error as { errors?: Array<{ text: string; location?: { file: string; line: number; column: number } | null }> }).errors?.[0];
    diagnostics.push(
      diagnostic('mdx', 'error', { variant: 'component-failed', name: 'components', reason: first?.text ?? String(error) }, first?.location ? { file: first.location.file, line: first.location.line, column: first.location.column + 1 } : {}),
    );
  };
  const common = {
    bundle: true,
    write: false,
    absWorkingDir: root,
    jsx: 'automatic' as const,
    logLevel: 'silent' as const,
    loader: { '.css': 'empty' as const, '.png': 'dataurl' as const, '.svg': 'dataurl' as const, '.jpg': 'dataurl' as const },
    define: { 'process.env.NODE_ENV': '"production"' },
  };
  let serverCode = '';
  const inputs: string[] = [];
  try {
    const server = await esbuild({
      ...common,
      metafile: true,
      stdin: { contents: `export const modules = {};\n${entries.join('\n')}`, resolveDir: root, sourcefile: 'mdx-components.js', loader: 'js' },
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      external: [...PROVIDED, '@theme/*', '@theme-original/*', '@docusaurus/*'],
      plugins: [siteAliases(root)],
    });
    serverCode = server.outputFiles![0]!.text;
    for (const input of Object.keys(server.metafile!.inputs)) if (!input.includes('node_modules') && !input.startsWith('<stdin>')) inputs.push(path.resolve(root, input));
  } catch (error) {
    failed(error);
    return { components: null, files: [], diagnostics };
  }
  const islands: Record<string, string> = {};
  const files: BundledComponents['files'] = [];
  if (clientKeys.length) {
    try {
      const client = await esbuild({
        ...common,
        entryPoints: Object.fromEntries(clientKeys.map(({ file }, n) => [`${path.basename(file).replace(/\.[^.]+$/, '').replace(/[^\w-]/g, '') || 'island'}-${n}`, file])),
        platform: 'browser',
        format: 'esm',
        splitting: true,
        minify: true,
        target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
        outdir: path.join(root, 'assets/islands'),
        entryNames: '[name]-[hash]',
        chunkNames: 'chunk-[hash]',
        plugins: [browserShims(), siteAliases(root)],
      });
      for (const out of client.outputFiles!) files.push({ path: path.relative(root, out.path).split(path.sep).join('/'), contents: out.contents });
      clientKeys.forEach(({ file }, n) => {
        const name = `${path.basename(file).replace(/\.[^.]+$/, '').replace(/[^\w-]/g, '') || 'island'}-${n}-`;
        const out = files.find((f) => path.posix.basename(f.path).startsWith(name) && f.path.endsWith('.js'));
        if (out) islands[clientKeys[n]!.key] = outputFileUrl(config.baseUrl, out.path);
      });
    } catch (error) {
      failed(error);
      return { components: null, files: [], diagnostics };
    }
  }
  return { components: { serverCode, islands, inputs }, files, diagnostics };
}
