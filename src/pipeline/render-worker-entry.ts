/**
 * dist/render-worker.js, the script render threads start with: the render thread's CommonJS bundle
 * (dist/render-worker.cjs, made from `render-worker.ts` by scripts/build-lib.mjs) run with V8's code cache
 * (`cached-bundle.ts`), kept once the thread has rendered its first page. Only dist/ has it. Must not hold any of the
 * thread's own code.
 */
import { runCompiledBundle } from '../util/cached-bundle.js';

runCompiledBundle('render-worker.cjs', false);
