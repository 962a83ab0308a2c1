/**
 * One version of the site as dev serves it: the plan, the render environment, what each rendered page left for the
 * link check and search, the page files held in a bounded cache, and the other output (bundles, sidebar trees,
 * images). Made from a plan (the whole site changed) or from the served snapshot (some pages changed); a page
 * rendered into it is kept here. Renders and plans nothing, and never writes a file; reads the images a kept page
 * uses.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routeOutputFile } from '../../core/urls.js';
import type { Doc } from '../content/docs.js';
import type { BuildFailure, Diagnostic } from '../diagnostics/diagnostic.js';
import { HEADERS_FILE } from '../emit/headers.js';
import type { OutputFile, RenderEnv, RenderedPage } from '../pipeline/pages.js';
import type { SitePlan } from '../pipeline/plan.js';
import { resultOf, type PageResult } from '../pipeline/render-site.js';
import { blogFeeds, siteLevelFiles } from '../pipeline/site-files.js';
import { PageCache } from './page-cache.js';

export interface Snapshot {
  plan: SitePlan;
  env: RenderEnv;
  /** Route → what the link check and search need, for the pages rendered so far (every page once the pass ends). */
  pages: Map<string, PageResult>;
  /** Output path of each page file → its route: every doc's HTML, and whatever else a rendered page carried. */
  pageFiles: Map<string, string>;
  /** The other output: bundles, sidebar trees, images and files beside the pages. */
  files: Map<string, string | Uint8Array>;
  /**
   * The site-level files (404 and search pages, sitemap, files for agents, feeds), made when first asked for. Made
   * before every page was rendered, or carried over an edit of a page's body (only the files for agents and the
   * feeds hold bodies), they are stale: made again when the pass ends.
   */
  siteFiles: Map<string, string> | null;
  siteFilesStale: boolean;
  /** The rendered files of recently used pages. */
  cache: PageCache;
  /** Problems of the whole site that no page result holds (reading, overrides, plan, MDX components). */
  siteProblems: Diagnostic[];
  /** Every page has a result and the complete check has run. */
  checked: boolean;
  /** What every page depends on (`structureKey`). */
  structure: string;
}

/** What a new plan brings besides its pages. */
export interface PlannedSite {
  plan: SitePlan;
  env: RenderEnv;
  /** Files made with the plan: sidebar trees, theme and component bundles. */
  files: readonly { path: string; content: string | Uint8Array }[];
  siteProblems: Diagnostic[];
  pageCache: number;
}

/** Everything whose change means every page must be re-rendered: routes, titles, labels, sidebars. */
export function structureKey(plan: SitePlan): string {
  // Generated index pages list other pages' descriptions, so their bodies are part of the structure too.
  return JSON.stringify([
    plan.docs.map((d) => [d.id, d.route, d.label, d.title, d.frontMatter.pagination_label, d.sourcePath ? '' : d.body]),
    plan.variants.map((v) => [...v.sidebars]),
  ]);
}

/**
 * The snapshot of a new plan. With `previous` and the routes whose pages changed (`rendered`), when the structure
 * is the same: the other pages' results, files and cached renders carry over. Otherwise (no previous snapshot, or
 * `rendered` null: the whole site changed) it starts empty.
 */
export function plannedSnapshot(site: PlannedSite, previous: Snapshot | null, rendered: readonly string[] | null): Snapshot {
  const { plan } = site;
  const structure = structureKey(plan);
  const carried = previous && rendered !== null && previous.structure === structure ? previous : null;
  const files = new Map<string, string | Uint8Array>(carried ? [...carried.files].filter(([file]) => !carried.pageFiles.has(file)) : []);
  for (const f of site.files) files.set(f.path, f.content);
  const snap: Snapshot = {
    plan,
    env: site.env,
    pages: new Map(carried ? [...carried.pages].filter(([route]) => !rendered!.includes(route) && plan.docByRoute.has(route)) : []),
    pageFiles: new Map(plan.docs.map((d) => [routeOutputFile(d.route), d.route])),
    files,
    siteFiles: null,
    siteFilesStale: false,
    cache: carried ? carried.cache.copy(rendered!) : new PageCache(site.pageCache),
    siteProblems: site.siteProblems,
    checked: false,
    structure,
  };
  if (carried) for (const [file, owner] of carried.pageFiles) if (snap.pages.has(owner)) snap.pageFiles.set(file, owner);
  return snap;
}

/**
 * The snapshot after one doc took a new body: the plan and everything else carry over; that page's render is
 * dropped, and the site-level files are made again once the pass ends. `siteProblems` replaces the old ones.
 */
export function editedSnapshot(snap: Snapshot, route: string, siteProblems: Diagnostic[]): Snapshot {
  return {
    ...snap,
    pages: new Map(snap.pages),
    pageFiles: new Map(snap.pageFiles),
    files: new Map(snap.files),
    siteFilesStale: snap.siteFiles !== null,
    cache: snap.cache.copy([route]),
    siteProblems,
    checked: false,
  };
}

/**
 * Keeps a rendered doc in a snapshot: its result replaces the old one (returned, for search), its files go to the
 * cache, and its images and files beside it are read from `root`.
 */
export function keepPage(snap: Snapshot, doc: Doc, page: RenderedPage, root: string): PageResult | undefined {
  const old = snap.pages.get(doc.route);
  snap.pages.set(doc.route, resultOf(page));
  for (const f of page.files) snap.pageFiles.set(f.path, doc.route);
  snap.cache.set(doc.route, page.files);
  // Images and files beside the pages, under their hashed names (a changed file gets a new name, so no stale copy is served).
  for (const asset of page.assets) if (!snap.files.has(asset.output)) snap.files.set(asset.output, readFileSync(path.resolve(root, asset.source)));
  return old;
}

/** A page whose render stopped with located problems (a theme component override that threw). */
export const failedPage = (doc: Doc, failure: BuildFailure): RenderedPage => ({
  files: [],
  records: [],
  route: doc.route,
  file: doc.file,
  links: [],
  headingIds: new Set(),
  diagnostics: failure.diagnostics,
  assets: [],
});

/** The content of `file` among a page's files. */
export const fileIn = (files: readonly OutputFile[], file: string) => files.find((f) => f.path === file)?.content;

/** A file of the snapshot's output that is no page's. */
export function otherFile(snap: Snapshot, file: string): string | Uint8Array | undefined {
  const other = snap.files.get(file);
  if (other !== undefined) return other;
  // The site-level files (sitemap, files for agents, 404…) cost a pass over every doc: they are made on the first
  // request for one. All of them have an extension but the headers file, so a page's extension-less URL, tried
  // as a file before its `.html`, never makes them.
  if (!path.posix.extname(file) && file !== HEADERS_FILE) return undefined;
  if (snap.siteFiles === null) {
    snap.siteFiles = new Map([...siteLevelFiles(snap.env), ...blogFeeds(snap.plan, snap.pages.values())].map((f) => [f.path, f.content]));
    // Made before every post was rendered, the feeds lack some bodies: they are made again when the pass ends.
    if (snap.pages.size < snap.plan.docs.length) snap.siteFilesStale = true;
  }
  return snap.siteFiles.get(file);
}
