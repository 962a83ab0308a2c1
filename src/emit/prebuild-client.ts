/**
 * Script run by `scripts/build-lib.mjs` once dist/ is compiled: bundles the theme as shipped into dist/client/,
 * which builds without theme overrides then read instead of bundling it again. Writes only dist/client/.
 */
import { writePrebuiltClient } from './client-bundle.js';

await writePrebuiltClient();
