/**
 * What `docsgen build` and `docsgen dev` load once they know they will build: the pipeline, with the modules whose
 * state it shares (the evaluated config modules, the site code failures it reports). In dist/ this is one CommonJS
 * bundle run with V8's code cache (`load-pipeline-compiled.ts`); a build that finds nothing changed never loads it.
 * Only re-exports: no code of its own.
 */
export { build } from '../session/build.js';
export { withEvaluatedModules } from '../config/evaluated-modules.js';
export { startEarlyRenderThread } from '../pipeline/render-pool.js';
export { pageBudgetOf } from '../pipeline/page-budget.js';
export { reportSiteCodeFailures, watchSiteCodeFailures } from './site-code-failures.js';
export { dev } from '../dev/index.js';
export { ServeError } from '../server/serve.js';
