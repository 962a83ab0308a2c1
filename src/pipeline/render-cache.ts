/**
 * The persistent render cache: each rendered page is stored under a key made from everything its output depends
 * on, so a later build (another process, another day) reuses it instead of rendering the page again. The key mixes
 * the docsgen that runs (code fingerprint), the config, the template and asset names, every variant's shared data
 * (site data, sidebars, link targets, the docs' titles, routes and front matter) and the page's own doc; the files
 * and partials a page read while rendering are recorded in its entry and checked again before it is reused. Reads
 * and writes only inside the cache folder (and re-reads the site files an entry names); never throws on a damaged
 * or missing entry, which is a miss.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import type { Doc } from '../content/docs.js';
import type { FileFacts } from '../markdown/context.js';
import { BlobStore } from '../util/blob-store.js';
import { cacheBlobs } from './cache-blobs.js';
import { hashRecords } from '../search/records.js';
import { codeFingerprint } from '../util/code-fingerprint.js';
import { CACHE_ENTRIES, isMarkedCache } from './folder-guard.js';
import { writeBeside } from '../util/write-beside.js';
import { siteFileLookup } from './asset-files.js';
import type { SearchRecord } from '../../core/search/records.js';
import type { RenderedPage, RecordsSummary, RenderEnv } from './pages.js';
import type { CachedFile, LinkedFile, PageReads, RenderCacheSettings } from './page-reads.js';
import { readSiteText } from './site-text.js';
import { markdownPlugins } from '../markdown/user-plugins.js';

/**
 * An entry file is this JSON on its first line, then the page's search records as JSON: most of its bytes, which a
 * build parses only when it needs them (a build where no page's records changed never does).
 */
interface CacheEntry {
  version: 5;
  files: [string, FileFacts | null][];
  texts: [string, string | null][];
  outputs: CachedFile[];
  page: Omit<RenderedPage, 'headingIds' | 'writtenBytes' | 'files' | 'linked' | 'records' | 'recordsSummary'> & { headingIds: string[] };
  records: RecordsSummary;
  /** Length and CRC-32 of the records' JSON after the first line: a cut or damaged entry is a miss, found unparsed. */
  recordsCheck: { bytes: number; crc: number };
}

const ENTRY_VERSION = 5;
const NEWLINE = 0x0a;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** JSON of plan data for hashing: maps and sets as arrays, the docs themselves left out (each page keys its own doc). */
function keyJson(value: unknown): string {
  return JSON.stringify(value, (key, inner: unknown) => {
    if (key === 'body' || key === 'docs' || key === 'docsById' || key === 'gitUpdates') return undefined;
    if (inner instanceof Map) return [...(inner as Map<unknown, unknown>).entries()];
    if (inner instanceof Set) return [...(inner as Set<unknown>)];
    return inner;
  });
}

/** What a doc contributes to every page: where it is and how other pages name it, not its text. */
function docOutline(doc: Doc): unknown[] {
  return [
    doc.variant,
    doc.id,
    doc.route,
    doc.title,
    doc.label,
    doc.sourcePath,
    doc.file,
    doc.unlisted,
    doc.format,
    doc.untranslated ?? false,
    doc.position,
    doc.categoryIndex,
    doc.frontMatter,
  ];
}

/** The key part shared by every page of a build. `configSource` is the config file's text ('' for a config object). */
export function siteRenderKey(env: RenderEnv, configSource: string): Pick<RenderCacheSettings, 'siteKey' | 'descriptionKeys'> {
  const { plan } = env;
  const hash = createHash('sha256')
    .update(`${ENTRY_VERSION}\0${codeFingerprint()}\0${configSource}\0${keyJson(plan.config)}\0${env.template}\0`)
    .update(`${keyJson(env.assets)}\0${keyJson(env.sidebarTreeUrls)}\0${env.bodyEnd ?? ''}\0${env.root ?? ''}\0${keyJson(env.components ?? null)}\0`)
    // The site's Markdown plugins: their lists, code, options and the lockfile that pins their versions.
    .update(`${markdownPlugins().key}\0`);
  for (const variant of plan.variants) hash.update(keyJson(variant)).update('\0');
  for (const doc of plan.docs) hash.update(JSON.stringify(docOutline(doc))).update('\0');
  const descriptionKeys = plan.variants.map((variant) => sha256(JSON.stringify(variant.docs.map((d) => [d.id, d.description]))));
  return { siteKey: hash.digest('hex'), descriptionKeys };
}

/**
 * The key of one page: the shared part, its doc whole (the body by the hash of its file's text when the build has
 * one), its last change from git and, for MDX, the descriptions its cards show.
 */
export function pageRenderKey(doc: Doc, env: RenderEnv, settings: RenderCacheSettings): string {
  const variant = env.plan.variants[doc.variant]!;
  const update = doc.sourcePath ? (variant.gitUpdates.get(doc.sourcePath) ?? null) : null;
  const source = settings.sourceKeys?.get(doc.file);
  const docJson = JSON.stringify(source === undefined ? doc : { ...doc, body: `source ${source}` });
  return sha256(`${settings.siteKey}\0${docJson}\0${JSON.stringify(update)}\0${doc.format === 'mdx' ? settings.descriptionKeys[doc.variant] : ''}`);
}

const entryFile = (settings: RenderCacheSettings, key: string) => path.join(settings.dir, 'pages', key.slice(0, 2), `${key}.json`);

/** True when every file and partial the entry names is still as it was. */
function stillValid(entry: CacheEntry, env: RenderEnv, doc: Doc): boolean {
  if (entry.files.length === 0 && entry.texts.length === 0) return true;
  if (!env.root) return false;
  const variant = env.plan.variants[doc.variant]!;
  const lookup = siteFileLookup(env.root, variant.config.staticDir, variant.config.docs.path);
  for (const [sitePath, facts] of entry.files) if (JSON.stringify(lookup.read(sitePath)) !== JSON.stringify(facts)) return false;
  for (const [sitePath, hash] of entry.texts) {
    const text = readSiteText(env.root, sitePath, variant.config.docs.path);
    if ((text === null ? null : sha256(text)) !== hash) return false;
  }
  return true;
}

/** Whether an entry is stored under `key` (readCachedPage still decides whether it serves). */
export function hasCachedPage(settings: RenderCacheSettings, key: string): boolean {
  return existsSync(entryFile(settings, key));
}

/** The page stored under `key`, if its entry is there, readable and still valid. */
export function readCachedPage(settings: RenderCacheSettings, key: string, env: RenderEnv, doc: Doc): RenderedPage | null {
  const file = entryFile(settings, key);
  let entry: CacheEntry;
  let bytes: Buffer;
  let recordsAt: number;
  try {
    bytes = readFileSync(file);
    recordsAt = bytes.indexOf(NEWLINE) + 1;
    if (recordsAt === 0) return null;
    entry = JSON.parse(bytes.toString('utf8', 0, recordsAt - 1)) as CacheEntry;
  } catch {
    return null;
  }
  if (entry.version !== ENTRY_VERSION || !stillValid(entry, env, doc)) return null;
  const json = bytes.subarray(recordsAt);
  if (json.byteLength !== entry.recordsCheck?.bytes || crc32(json) !== entry.recordsCheck.crc) return null;
  // Contents pruned since (older than the entry that names them), or changed in place through a link in an earlier
  // output, make it a miss; a changed one is dropped so the page's render stores it again.
  const blobs = cacheBlobs(settings.dir);
  const linked: LinkedFile[] = [];
  for (const file of entry.outputs) {
    const facts = blobs.intactFacts(file.hash);
    if (facts === null) return null;
    linked.push({ ...file, facts });
  }
  const page: RenderedPage = {
    ...entry.page,
    records: [],
    recordsHash: entry.records.hash,
    recordsSummary: entry.records,
    headingIds: new Set(entry.page.headingIds),
    files: [],
    linked,
  };
  return withStoredRecords(page, json);
}

/**
 * Gives `page` its records from `json` (checked already) when something first reads them; the summary answers what
 * the search stage asks before that. A copy of the page made with spread reads them, and is correct; the render
 * stage keeps such a page as it is (render-site.ts), so they stay unread.
 */
function withStoredRecords(page: RenderedPage, json: Buffer): RenderedPage {
  let records: SearchRecord[] | null = null;
  return Object.defineProperty(page, 'records', {
    enumerable: true,
    configurable: true,
    get: () => (records ??= JSON.parse(json.toString('utf8')) as SearchRecord[]),
  });
}

/** What a cache entry keeps of a page's records besides the records: their count, hash and common URL. */
export function summariseRecords(records: readonly SearchRecord[], hash: string): RecordsSummary {
  const url = records[0]?.url_without_anchor ?? null;
  return { count: records.length, hash, url: records.every((record) => record.url_without_anchor === url) ? url : null };
}

/**
 * Stores a rendered page under `key` (its files' contents in the blob store, linked from `writtenIn` when they were
 * written there) and returns its files with their hashes; a cache that cannot be written is skipped.
 */
export function storeCachedPage(
  settings: RenderCacheSettings,
  key: string,
  page: RenderedPage,
  reads: PageReads,
  writtenIn: string | null = null,
): CachedFile[] {
  const { headingIds, writtenBytes: _written, files, linked: _linked, records, recordsHash, recordsSummary: _summary, ...rest } = page;
  const blobs = cacheBlobs(settings.dir);
  const outputs = files.map((file) => {
    const hash = BlobStore.hashOf(file.content);
    // Files already written into the output are linked in, not written a second time.
    if (writtenIn) blobs.adopt(hash, path.join(writtenIn, file.path));
    else blobs.put(hash, file.content);
    return { path: file.path, hash, bytes: Buffer.byteLength(file.content) };
  });
  const recordsJson = Buffer.from(JSON.stringify(records));
  const entry: CacheEntry = {
    version: ENTRY_VERSION,
    files: [...reads.files],
    texts: [...reads.texts],
    outputs,
    page: { ...rest, headingIds: [...headingIds] },
    records: summariseRecords(records, recordsHash ?? hashRecords(records)),
    recordsCheck: { bytes: recordsJson.byteLength, crc: crc32(recordsJson) },
  };
  // JSON.stringify escapes every newline inside strings, so the first one ends the entry's own JSON.
  writeBeside(entryFile(settings, key), Buffer.concat([Buffer.from(`${JSON.stringify(entry)}\n`), recordsJson]));
  return outputs;
}

/**
 * Cache files written this long ago are removed (used or not: marking each use would cost a write per file and
 * build, and a removed entry is only made again once).
 */
export const CACHE_MAX_AGE_MS = 14 * 24 * 3600 * 1000;
const PRUNE_EVERY_MS = 24 * 3600 * 1000;

/** Removes cache files older than `CACHE_MAX_AGE_MS`, at most once a day; a cache it cannot read or write is left as it is. */
export async function pruneCache(dir: string, now = Date.now()): Promise<number> {
  const marker = path.join(dir, 'last-prune');
  try {
    if (now - (await stat(marker)).mtimeMs < PRUNE_EVERY_MS) return 0;
  } catch {
    /* never pruned */
  }
  let removed = 0;
  // Only a folder docsgen marked as its cache is pruned, and in it only the cache's own stores.
  if (!isMarkedCache(dir)) return 0;
  try {
    const stores = (await readdir(dir, { withFileTypes: true })).filter((entry) => entry.isDirectory() && CACHE_ENTRIES.has(entry.name));
    const entries = (await Promise.all(stores.map((store) => readdir(path.join(dir, store.name), { recursive: true, withFileTypes: true })))).flat();
    await Promise.all(
      entries
        .filter((entry) => entry.isFile() && entry.name !== 'last-prune')
        .map(async (entry) => {
          const file = path.join(entry.parentPath, entry.name);
          if (now - (await stat(file)).mtimeMs > CACHE_MAX_AGE_MS) {
            await rm(file, { force: true });
            removed++;
          }
        }),
    );
    await writeFile(marker, '');
  } catch {
    /* a cache folder that went away or is read-only */
  }
  return removed;
}
