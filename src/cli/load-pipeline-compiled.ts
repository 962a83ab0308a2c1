/**
 * `load-pipeline.ts` as dist/'s CLI has it (scripts/build-lib.mjs puts this file in its place): the pipeline modules
 * are dist/pipeline.cjs, one CommonJS bundle run with V8's code cache (`cached-bundle.ts`), kept when the command
 * exits. Must keep the same export as `load-pipeline.ts`.
 */
import { runCompiledBundle } from '../util/cached-bundle.js';
import type * as Pipeline from './pipeline-modules.js';

let loaded: typeof Pipeline | null = null;

export function loadPipeline(): Promise<typeof Pipeline> {
  loaded ??= runCompiledBundle('pipeline.cjs', true) as unknown as typeof Pipeline;
  return Promise.resolve(loaded);
}
