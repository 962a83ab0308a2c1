/**
 * Worker-thread side of the render pool: receives the site plan once, then renders batches of docs by index (and
 * stores each in the render cache when the build has one).
 * When the build writes to a staging folder, the worker writes its pages there itself (so the main thread is
 * not the bottleneck) and posts back only what the link checker needs; otherwise it posts the files back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { importThemeFile, type ThemeSource } from '../render/theme-module.js';
import { loadMarkdownExtensions } from '../markdown/extensions.js';
import { markdownExtensionsOf, type RenderEnv } from './pages.js';
import { renderAndStore } from './render-pool.js';

const { env, writeDir, themeSource } = workerData as { env: RenderEnv; writeDir: string | null; themeSource?: ThemeSource | null };
// A theme bundled with the site's overrides arrives as its file.
if (themeSource) env.theme = await importThemeFile(themeSource);
// This thread's own copy of the optional Markdown stages the site needs.
const ready = loadMarkdownExtensions(markdownExtensionsOf(env.plan));

parentPort?.on('message', (indices: number[]) => {
  void ready.then(() => parentPort!.postMessage(indices.map((i) => renderAndStore(env.plan.docs[i]!, env, writeDir))));
});
