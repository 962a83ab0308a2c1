#!/usr/bin/env node
// Thin executable: loads the compiled CLI from dist/ (built by `npm run build:lib`, run on install).
import { existsSync } from 'node:fs';

// React picks its build when first loaded: without this, pages render with the slow development build.
process.env.NODE_ENV ??= 'production';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  console.error('docsgen is not compiled yet: run `npm run build:lib` (npm ci does it for you).');
  process.exit(1);
}
const { runCli } = await import(cli.href);
await runCli(process.argv);
