/**
 * The emit stage: puts everything but the pages into the output. Site-level files go through the build cache (a
 * static `_headers` is merged into docsgen's, after a warning naming what it would weaken, never laid over it);
 * then the client and component bundles, the static files (never over a generated file: pages, bundles, search
 * files) and the images and files beside the pages. Writes only through the sink; reads the static folder.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { routeOutputFile } from '../../core/urls.js';
import type { SiteConfig } from '../config/schema.js';
import type { Doc } from '../content/docs.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { HEADERS_FILE } from '../emit/headers.js';
import type { OutputSink } from '../emit/sink.js';
import { mergeHeadersFiles, staticClashes } from '../emit/static-clashes.js';
import { toPosixPath } from '../util/paths.js';
import type { BuildCache } from './build-cache.js';
import { pageAssets, type PageResult } from './render-site.js';
import type { StageFile } from './stage-cache.js';
import type { WriteQueue } from './write-queue.js';

export interface EmitInput {
  root: string;
  config: SiteConfig;
  sink: OutputSink;
  writes: WriteQueue;
  cache: BuildCache;
  /** The site-level files (404 and search pages, sitemap, headers, files for agents). */
  siteFiles: readonly StageFile[];
  /** The client bundle's and the site components' files. */
  bundles: readonly { path: string; contents: Uint8Array }[];
  /** Static files, relative to the static folder. */
  staticFiles: readonly string[];
  docs: readonly Doc[];
  pages: Iterable<PageResult>;
}

export async function emitStage(input: EmitInput, bag: DiagnosticBag): Promise<void> {
  const { root, config, sink, writes, cache, staticFiles } = input;
  const staticHeaders = staticFiles.includes(HEADERS_FILE) ? await readFile(path.resolve(root, config.staticDir, HEADERS_FILE), 'utf8') : null;
  for (const file of input.siteFiles) {
    let placed = file;
    if (staticHeaders !== null && file.path === HEADERS_FILE) {
      const merged = mergeHeadersFiles(staticHeaders, String(file.content));
      if (merged.weakened.length)
        bag.add(diagnostic('static-headers-weaken', 'warning', { headers: merged.weakened }, { file: path.posix.join(config.staticDir, HEADERS_FILE) }));
      placed = { ...file, content: merged.text };
    }
    await cache.place(sink, placed);
  }
  for (const file of input.bundles) await writes.write(file.path, file.contents);
  await writes.settle();
  // Pages are compared by name too: render threads may have written them straight into the staging folder.
  const pageFiles = new Set(input.docs.map((doc) => routeOutputFile(doc.route).toLowerCase()));
  const reported = new Set(bag.items.filter((d) => d.code === 'agent-file-clash' && d.file).map((d) => d.file!));
  const { clashes, diagnostics } = staticClashes(
    staticFiles,
    (file) => sink.holds(file) || pageFiles.has(file.toLowerCase()),
    toPosixPath(config.staticDir),
    reported,
  );
  bag.addAll(diagnostics);
  for (const file of staticFiles) {
    if (file === HEADERS_FILE || clashes.has(file)) continue;
    writes.add(sink.copy(file, path.resolve(root, config.staticDir, file)));
  }
  for (const asset of pageAssets(input.pages)) writes.add(sink.copy(asset.output, path.resolve(root, asset.source)));
  await writes.settle();
}
