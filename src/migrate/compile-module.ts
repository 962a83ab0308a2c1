/**
 * Turns a config module (JavaScript or TypeScript, ES module or CommonJS) into CommonJS that `node:vm` can run,
 * with esbuild, and a source map back to the file as written. Used by the child that runs the config, and by the
 * CLI, which compiles the entry module while the child starts. Must not run the code it compiles. esbuild is
 * loaded on first use, so a process that never compiles does not pay for loading it.
 */
import { codeLoader } from '../util/code-loader.js';
import { createRequire } from 'node:module';
import { type CompiledModule, EvaluateError } from './evaluation-protocol.js';
import { wrapTopLevelAwait } from './top-level-await.js';

const hostRequire = createRequire(import.meta.url);
let esbuild: typeof import('esbuild') | null = null;

/**
 * The name esbuild is given for `file`. An `.mjs` or `.mts` name would make esbuild import the way Node imports
 * CommonJS from an ES module (`import x from './x.mjs'` gives the whole exports object, `{ default: … }`): the files
 * this compiles are not Node's CommonJS, and Docusaurus' loader (jiti) reads a default import as the default export.
 */
const neutralName = (file: string) => file.replace(/\.m([jt]s)$/, '.$1');

/** esbuild's refusal of a top-level await in CommonJS output. */
const TOP_LEVEL_AWAIT = /Top-level await is currently not supported with the "cjs" output format/;

/** `text`, the code of `file`, as CommonJS; a syntax error is thrown as `EvaluateError` at its line and column. */
export function compileModule(file: string, text: string): CompiledModule {
  esbuild ??= hostRequire('esbuild') as typeof import('esbuild');
  const transform = (code: string, loader: ReturnType<typeof codeLoader>, format: 'cjs' | 'esm') =>
    esbuild!.transformSync(code, {
      loader,
      format,
      platform: 'node',
      target: 'node20',
      sourcefile: neutralName(file),
      // `import()` becomes `require()`, so packages loaded lazily get stand-ins too.
      supported: { 'dynamic-import': false },
      define: { 'import.meta': '__docsgenImportMeta' },
      sourcemap: 'external',
      logLevel: 'silent',
    });
  try {
    try {
      const output = transform(text, codeLoader(file), 'cjs');
      return { code: output.code, map: output.map };
    } catch (error) {
      if (!TOP_LEVEL_AWAIT.test((error as { errors?: { text: string }[] }).errors?.[0]?.text ?? '')) throw error;
      // An ES module that awaits at its top level: its body in an async function, whose promise the evaluator awaits.
      const wrapped = wrapTopLevelAwait(transform(text, codeLoader(file), 'esm').code);
      if (wrapped === null) throw error;
      const output = transform(wrapped, 'js', 'cjs');
      return { code: output.code, map: output.map };
    }
  } catch (error) {
    const first = (error as { errors?: { text: string; location?: { line: number; column: number } | null }[] }).errors?.[0];
    throw new EvaluateError('syntax', first?.text ?? String(error), {
      file,
      line: first?.location?.line,
      column: first?.location ? first.location.column + 1 : undefined,
    });
  }
}
