/**
 * Worker-thread side of the render pool: receives the site plan once, then renders batches of docs by index (and
 * stores each in the render cache when the build has one).
 * When the build writes to a staging folder, the worker writes its pages there itself (so the main thread is
 * not the bottleneck) and posts back only what the link checker needs; otherwise it posts the files back.
 */
import { writeFileSync } from 'node:fs';
import { mkdirBelowSync } from '../emit/sink.js';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { importThemeFile, type ThemeSource } from '../render/theme-module.js';
import { loadMarkdownExtensions } from '../markdown/extensions.js';
import { markdownExtensionsOf, type RenderedPage, type RenderEnv } from './pages.js';
import { renderAndStore } from './render-pool.js';

const { env, writeDir, themeSource } = workerData as { env: RenderEnv; writeDir: string | null; themeSource?: ThemeSource | null };
// A theme bundled with the site's overrides arrives as its file.
if (themeSource) env.theme = await importThemeFile(themeSource);
const madeDirs = new Set<string>();

function writeOut(page: RenderedPage): RenderedPage {
  if (!writeDir) return page;
  let bytes = 0;
  for (const file of page.files) {
    const target = path.join(writeDir, file.path);
    const dir = path.dirname(target);
    if (!madeDirs.has(dir)) {
      mkdirBelowSync(writeDir, dir);
      madeDirs.add(dir);
    }
    writeFileSync(target, file.content);
    bytes += Buffer.byteLength(file.content);
  }
  return { ...page, files: [], writtenBytes: bytes };
}

// This thread's own copy of the optional Markdown stages the site needs.
const ready = loadMarkdownExtensions(markdownExtensionsOf(env.plan));

parentPort?.on('message', (indices: number[]) => {
  void ready.then(() => parentPort!.postMessage(indices.map((i) => writeOut(renderAndStore(env.plan.docs[i]!, env)))));
});
