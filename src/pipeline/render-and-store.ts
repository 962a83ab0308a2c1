/**
 * Renders one doc where the render pool runs it (a render thread, or this thread when there is none): writes its
 * files into the staging folder when given one, and stores the result in the render cache when the build has
 * one. Must not start threads or decide which thread renders what (`render-pool.ts` does).
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { mkdirBelowSync } from '../emit/sink.js';
import { insideOutput } from '../emit/output-path.js';
import type { Doc } from '../content/docs.js';
import { renderDocPage, type RenderedPage, type RenderEnv } from './pages.js';
import { newPageReads } from './page-reads.js';
import { pageRenderKey, storeCachedPage } from './render-cache.js';

/** Folders this thread has made under the folder it writes pages into. */
const madeDirs = new Set<string>();

/**
 * Writes a page's files into `writeDir` (the staging folder); the page that is handed on keeps only their size.
 * `replacing`: a file there may be a link into the render cache (the page rendered before), removed, not written through.
 */
function writePage(page: RenderedPage, writeDir: string, replacing: boolean): RenderedPage {
  let bytes = 0;
  for (const file of page.files) {
    const target = path.join(writeDir, insideOutput(file.path));
    const dir = path.dirname(target);
    if (!madeDirs.has(dir)) {
      mkdirBelowSync(writeDir, dir);
      madeDirs.add(dir);
    }
    if (replacing) rmSync(target, { force: true });
    writeFileSync(target, file.content);
    bytes += Buffer.byteLength(file.content);
  }
  return { ...page, files: [], writtenBytes: bytes };
}

/**
 * Renders a doc, writes its files into `writeDir` when given, and, when the build has a render cache, stores the
 * result with what the page read (the written files linked into the cache, not written twice).
 */
export async function renderAndStore(doc: Doc, env: RenderEnv, writeDir: string | null = null, replacing = false): Promise<RenderedPage> {
  const reads = env.cache ? newPageReads() : undefined;
  const page = await renderDocPage(doc, env, reads);
  const handed = writeDir ? writePage(page, writeDir, replacing) : page;
  if (!env.cache) return handed;
  const stored = storeCachedPage(env.cache, pageRenderKey(doc, env, env.cache), page, reads!, writeDir);
  return writeDir ? { ...handed, written: stored } : handed;
}
