#!/usr/bin/env node
// Thin executable: loads the compiled CLI from dist/ (built by `npm run build:lib`, run on install).
import { existsSync } from 'node:fs';
import module from 'node:module';

// Node 22.1 and later keep V8's compiled code of the modules loaded here in a folder of the system's temp dir, so the
// next start skips compiling docsgen's 3 MB of JavaScript (Node 20 has no such cache: the call is skipped there).
module.enableCompileCache?.();

// React picks its build when first loaded: without this, pages render with the slow development build.
process.env.NODE_ENV ??= 'production';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  console.error('docsgen is not compiled yet: run `npm run build:lib` (npm ci does it for you).');
  process.exit(1);
}
const { runCli } = await import(cli.href);
await runCli(process.argv);
