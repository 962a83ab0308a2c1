/** Serves the Keel docs built once by the global setup, for end-to-end tests. Nothing may write to that folder. */
import { inject } from 'vitest';
import { serve, type RunningServer } from '../../src/server/serve.js';

/** The folder holding the shared Keel build. */
export function keelOutDir(): string {
  const keel = inject('keel');
  if (!keel.ok) throw new Error(`the Keel docs failed to build: ${keel.problems}`);
  return keel.outDir;
}

export async function serveKeel(): Promise<RunningServer & { outDir: string }> {
  const outDir = keelOutDir();
  return { ...(await serve({ dir: outDir, port: 0 })), outDir };
}
