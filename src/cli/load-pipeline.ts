/**
 * Loads the pipeline modules of `docsgen build` and `docsgen dev` (`pipeline-modules.ts`) as ES modules: from the
 * sources, and wherever dist/ has no compiled bundle of them. scripts/build-lib.mjs gives dist/'s CLI
 * `load-pipeline-compiled.ts` in its place. Must keep the same export as that file.
 */
import type * as Pipeline from './pipeline-modules.js';

export function loadPipeline(): Promise<typeof Pipeline> {
  return import('./pipeline-modules.js');
}
