/** Builds the Keel docs into a temp folder and serves them, for end-to-end tests. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from '../../src/build/build.js';
import { serve, type RunningServer } from '../../src/server/serve.js';

export async function serveKeel(): Promise<RunningServer & { outDir: string }> {
  const outDir = path.join(mkdtempSync(path.join(tmpdir(), 'keel-e2e-')), 'build');
  const result = await build({ root: process.cwd(), outDir });
  if (!result.ok) throw new Error(`the Keel docs failed to build: ${JSON.stringify(result.diagnostics[0])}`);
  return { ...(await serve({ dir: outDir, port: 0 })), outDir };
}
