// Compiles the Node side of docsgen (src/, plus the theme modules it renders on the server) into dist/ with
// esbuild, then bundles the theme for the browser into dist/client/ (so builds without theme overrides skip it). Runs on `npm ci`/`npm install` through the `prepare` script, and before `npm pack` (`prepack`) with
// `--types`, which also writes the declaration files of the public API into dist/types/ (a few seconds of tsc,
// so only the package needs them; inside this repository `docsgen` resolves to src/ through tsconfig paths).
// Files are replaced one by one and only when their bytes change, so a rebuild with unchanged sources (npm pack
// while tests run the CLI) never leaves dist/ half written; files the compile no longer produces are removed. A
// compile whose inputs are those of the last one (recorded in node_modules/.cache) is skipped.
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import { build } from 'esbuild';
import { checkedCommonJs } from './commonjs-bundle-check.mjs';

// `npm pack` and `npm publish` run `prepare` and then `prepack`: the compile runs once, in `prepack` (with types).
if (process.env.npm_lifecycle_event === 'prepare' && ['pack', 'publish'].includes(process.env.npm_command ?? '')) {
  console.log('docsgen: compiled by prepack instead');
  process.exit(0);
}

const started = performance.now();
const OUT = 'dist';
const TYPES = path.join(OUT, 'types');
const withTypes = process.argv.includes('--types');
/** The compiled code's hash, in dist/ (see writeCodeFingerprint). */
const CODE_FINGERPRINT = 'code-fingerprint.txt';

/**
 * Writes `contents` to `file` through a new file renamed into place (a reader meanwhile sees the old file or the new
 * one, whole), unless the file holds them already; `beforeWrite` runs just before it writes.
 */
function writeIfChanged(file, contents, beforeWrite = () => {}) {
  let current = null;
  try {
    current = readFileSync(file);
  } catch {}
  if (current && Buffer.compare(current, contents) === 0) return;
  beforeWrite();
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.tmp-${process.pid}`;
  writeFileSync(temp, contents);
  renameSync(temp, file);
}

/**
 * Writes files under `dir` (a map of path → bytes), leaving equal files alone, and removes the others it finds there
 * but those `keep` names. `beforeChange` runs once, before the first file is written or removed.
 */
function sync(dir, files, keep = () => false, beforeChange = () => {}) {
  let changing = false;
  const change = () => {
    if (!changing) beforeChange();
    changing = true;
  };
  for (const [file, contents] of files) writeIfChanged(file, contents, change);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && !files.has(file) && !keep(file)) {
      change();
      rmSync(file, { force: true });
    }
  }
}

/**
 * Packages left to node_modules; every other one is bundled into dist/. Loading the build's 110 packages as a few
 * hundred separate ES modules took 690-920 ms of every CLI start, bundled 440-620 ms (resolving, reading and
 * linking each file is most of it). React stays outside so that the theme, a site's overrides and its MDX
 * components share one copy; esbuild finds its binary from its own folder; KaTeX and Mermaid are optional peer
 * dependencies, imported (and their files copied) only by sites that install and use them, a missing one being a
 * located error (remark-math and rehype-katex, small, are bundled: only KaTeX itself is optional); the Algolia
 * client is loaded only by `docsgen index`.
 */
const EXTERNAL = ['react', 'react-dom', 'esbuild', 'katex', 'mermaid', 'algoliasearch'];

/**
 * unist-util-visit-parents (every tree walk of the Markdown pipeline) gives each node's visitor a readable name for
 * debuggers with Object.defineProperty, once per node per walk: 0.6-0.7 s of a 1,000-page render in one thread
 * (V8's "set natives"). The bundled copy leaves the naming out; walks and results are unchanged. A release that
 * no longer has the statement is reported, and tests/unit/scripts/build-lib.test.ts fails while dist/ still names them.
 */
const VISITOR_NAMES =
  /Object\.defineProperty\(visit, 'name', \{\s*value:\s*'node \(' \+ color\(node\.type \+ \(name \? '<' \+ name \+ '>' : ''\)\) \+ '\)'\s*\}\)/;
const withoutVisitorNames = {
  name: 'docsgen-without-visitor-names',
  setup(build) {
    build.onLoad({ filter: /unist-util-visit-parents[\\/]lib[\\/]index\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!VISITOR_NAMES.test(source)) {
        console.warn(`docsgen: ${args.path} no longer names visitors as expected; it is bundled as it is.`);
        return { contents: source, loader: 'js' };
      }
      return { contents: source.replace(VISITOR_NAMES, 'void 0'), loader: 'js' };
    });
  },
};

/**
 * The pipeline (what `docsgen build` and `docsgen dev` load once they build) and the render thread as CommonJS bundles,
 * one file each, which `src/util/cached-bundle.ts` runs with V8's code cache (Node 20 keeps none for ES modules), so
 * that a start skips compiling them: dist/cli.js loads the first (`load-pipeline-compiled.ts`), dist/render-worker.js
 * the second. Their `import()` and `new Function` go through `bundle-host-commonjs.ts`, since code restored from the
 * cache cannot load modules; `import.meta.url` is the bundle's own (it sits in dist/ as the chunks do). No source
 * maps: the code is not minified, so a stack names readable lines as it is.
 */
const COMMONJS_BUNDLES = { pipeline: 'src/cli/pipeline-modules.ts', 'render-worker': 'src/pipeline/render-worker.ts' };
/** An esbuild plugin that compiles `<name>-<variant>.ts` wherever a module imports `<name>.js`. */
const swapModule = (name, variant) => ({
  name: `docsgen-${variant}-${name}`,
  setup(build) {
    const filter = new RegExp(`[\\\\/]${name}\\.js$`);
    build.onResolve({ filter }, (args) => ({ path: path.resolve(args.resolveDir, args.path.replace(/\.js$/, `-${variant}.ts`)) }));
  },
});

/**
 * Everything the compile reads from this repository: the sources, the build script and the manifests that pin the
 * packages it bundles. When they hash as they did for the last compile and dist/ is as that compile left it, the
 * compile has nothing to do (`npm test` right after `npm ci`'s prepare, `npm pack` in the tests): it is skipped.
 * The record lives in node_modules/.cache, so it is never packed and goes with a fresh install.
 */
const INPUT_FILES = ['package.json', 'package-lock.json', 'tsconfig.json', 'scripts/build-lib.mjs', 'scripts/commonjs-bundle-check.mjs'];
const INPUT_FOLDERS = ['src', 'core', 'theme'];
const RECORD = path.join('node_modules', '.cache', 'docsgen', 'build-lib.json');

function inputsHash() {
  const files = [...INPUT_FILES];
  for (const dir of INPUT_FOLDERS)
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) if (entry.isFile()) files.push(path.join(entry.parentPath, entry.name));
  const hash = createHash('sha256');
  for (const file of files.sort()) hash.update('\0').update(file).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

const readOr = (file, fallback) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
};
const inputs = inputsHash();
const last = JSON.parse(readOr(RECORD, 'null'));
const fresh = last?.inputs === inputs && last.fingerprint === readOr(path.join(OUT, CODE_FINGERPRINT), null);
if (fresh && (!withTypes || last.types)) {
  console.log('docsgen: dist/ is up to date with the sources');
  process.exit(0);
}
if (!fresh) await compile();
if (withTypes) {
  mkdirSync(TYPES, { recursive: true });
  sync(TYPES, await emitDeclarations());
}
writeCodeFingerprint();
mkdirSync(path.dirname(RECORD), { recursive: true });
writeFileSync(
  RECORD,
  JSON.stringify({ inputs, fingerprint: readFileSync(path.join(OUT, CODE_FINGERPRINT), 'utf8'), types: withTypes || (fresh && last.types) }),
);
console.log(
  `docsgen: compiled ${fresh ? 'the type declarations' : `dist/${withTypes ? ' and its type declarations' : ''}`} in ${Math.round(performance.now() - started)} ms`,
);

/** The code with esbuild, then the theme's browser bundle (the compiled prebuild-client script). */
async function compile() {
  const shared = {
    bundle: true,
    platform: 'node',
    target: 'node20',
    external: EXTERNAL.flatMap((name) => [name, `${name}/*`]),
    jsx: 'automatic',
    logLevel: 'warning',
    write: false,
  };
  const [result, commonJs] = await Promise.all([
    build({
      ...shared,
      entryPoints: {
        index: 'src/index.ts',
        cli: 'src/cli/index.ts',
        define: 'src/config/define.ts',
        'render-worker': 'src/pipeline/render-worker-entry.ts',
        'search-worker': 'src/server/search-worker.ts',
        'evaluation-child': 'src/migrate/evaluation-child.ts',
        'prebuild-client': 'src/emit/prebuild-client.ts',
      },
      outdir: OUT,
      splitting: true,
      format: 'esm',
      // The CLI loads the pipeline from its CommonJS bundle, which this build leaves out.
      plugins: [withoutVisitorNames, swapModule('load-pipeline', 'compiled')],
      // Bundled CommonJS packages call require() for Node's built-ins, which an ES module has to provide.
      banner: { js: "import { createRequire as __docsgenCreateRequire } from 'node:module'; const require = __docsgenCreateRequire(import.meta.url);" },
      sourcemap: 'linked',
    }),
    build({
      ...shared,
      entryPoints: COMMONJS_BUNDLES,
      outdir: OUT,
      outExtension: { '.js': '.cjs' },
      format: 'cjs',
      plugins: [withoutVisitorNames, swapModule('bundle-host', 'commonjs')],
      define: { 'import.meta.url': '__docsgenBundleUrl' },
      banner: { js: "var __docsgenBundleUrl = require('node:url').pathToFileURL(__filename).href;" },
    }),
  ]);
  mkdirSync(OUT, { recursive: true });
  const inTypes = (file) => !path.relative(TYPES, file).startsWith('..');
  // dist/client/ is the theme's browser bundle, written next by the compiled prebuild-client script.
  const inClient = (file) => !path.relative(path.join(OUT, 'client'), file).startsWith('..');
  const fingerprintFile = path.join(OUT, CODE_FINGERPRINT);
  sync(
    OUT,
    new Map([
      ...result.outputFiles.map((f) => [path.relative(process.cwd(), f.path), Buffer.from(f.contents)]),
      ...commonJs.outputFiles.map((f) => {
        const file = path.relative(process.cwd(), f.path);
        return [file, Buffer.from(checkedCommonJs(file, f.text), 'latin1')];
      }),
    ]),
    (file) => inTypes(file) || inClient(file) || file === fingerprintFile,
    () => rmSync(fingerprintFile, { force: true }),
  );
  await import(pathToFileURL(path.resolve(OUT, 'prebuild-client.js')).href);
}

/**
 * Writes dist/code-fingerprint.txt, a sha256 of the compiled code (every file of dist/ but the declarations and source
 * maps), written last: src/util/code-fingerprint.ts reads it instead of hashing 4-5 MB of dist/ at every start. The
 * first `sync` above removed the previous one before it changed a file, so a compile stopped part-way leaves none
 * (and the code is hashed at start as before) rather than one that no longer matches dist/. A compile that changed
 * nothing (`npm pack` while tests run the CLI) leaves it in place, so a start meanwhile gets the same fingerprint.
 */
function writeCodeFingerprint() {
  const hash = createHash('sha256');
  const files = readdirSync(OUT, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(OUT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('types/') && !file.endsWith('.map') && file !== CODE_FINGERPRINT)
    .sort();
  for (const file of files)
    hash
      .update('\0')
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(OUT, file)));
  writeIfChanged(path.join(OUT, CODE_FINGERPRINT), Buffer.from(`${hash.digest('hex')}\n`));
}

/**
 * Declarations of src/index.ts and what its types refer to, with the compiler options of tsconfig.json. tsc emits
 * one file per module of the program (the theme, the Markdown plugins…); only those the public API reaches are kept.
 */
async function emitDeclarations() {
  const { default: ts } = await import('typescript');
  const configFile = ts.readConfigFile('tsconfig.json', ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, process.cwd());
  const program = ts.createProgram(['src/index.ts'], {
    ...options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    // Type errors are `npm run typecheck`'s job; emitting without a full check takes a fraction of the time.
    noCheck: true,
    rootDir: process.cwd(),
    outDir: TYPES,
  });
  const emitted = new Map();
  const { diagnostics } = program.emit(undefined, (file, text) => emitted.set(path.relative(process.cwd(), file), text));
  if (diagnostics.length) {
    console.error(ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => process.cwd(), getNewLine: () => '\n' }));
    process.exit(1);
  }
  const kept = new Map();
  const pending = [path.join(TYPES, 'src/index.d.ts')];
  while (pending.length) {
    const file = pending.pop();
    if (kept.has(file) || !emitted.has(file)) continue;
    const text = emitted.get(file);
    kept.set(file, Buffer.from(text));
    for (const ref of ts.preProcessFile(text, true, true).importedFiles) {
      if (ref.fileName.startsWith('.')) pending.push(path.join(path.dirname(file), ref.fileName.replace(/\.js$/, '.d.ts')));
    }
  }
  return kept;
}
