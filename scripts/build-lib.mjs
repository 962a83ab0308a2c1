// Compiles the Node side of docsgen (src/, plus the theme modules it renders on the server) into dist/ with
// esbuild. Runs on `npm ci`/`npm install` through the `prepare` script.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const started = performance.now();
// Chunk names carry content hashes: clear old ones so dist/ holds only this compile.
rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: { index: 'src/index.ts', cli: 'src/cli/index.ts', define: 'src/config/define.ts', 'render-worker': 'src/pipeline/render-worker.ts', 'search-worker': 'src/server/search-worker.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: 'linked',
  logLevel: 'warning',
});
console.log(`docsgen: compiled dist/ in ${Math.round(performance.now() - started)} ms`);
