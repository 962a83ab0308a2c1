/**
 * `docsgen index`: opens the site for its records (no client bundle, the built-in theme), plans it and renders its
 * pages through the build's own render stage, writes the DocSearch records as JSON, and with `push` replaces the
 * hosted Algolia index with them through the full algoliasearch client (its own batching and task waiting). The
 * admin key comes from the environment, never from the config. Writes only the records file.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { algoliasearch } from 'algoliasearch';
import { algoliaHosts } from '../../core/search/records.js';
import { algoliaSynonyms } from '../../core/search/synonyms.js';
import { diagnostic, type FactsOf } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { defaultWorkerCount } from '../pipeline/render-pool.js';
import { renderSite } from '../pipeline/render-site.js';
import { isOpenFailure, loadSiteConfig, SiteSession } from './site-session.js';

export const ADMIN_KEY_VARIABLE = 'ALGOLIA_ADMIN_API_KEY';

export interface IndexOptions {
  root?: string;
  config?: string;
  /** Where to write the records (relative to the root). */
  out?: string;
  push?: boolean;
  /** Default: the ALGOLIA_ADMIN_API_KEY environment variable. */
  adminKey?: string;
}

export interface IndexResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  records: number;
  out: string | null;
  pushedTo: string | null;
}

function problem(facts: FactsOf<'search-index'>): Diagnostic {
  return diagnostic('search-index', 'error', facts);
}

export async function indexSite(options: IndexOptions = {}): Promise<IndexResult> {
  const root = path.resolve(options.root ?? process.cwd());
  const fail = (diagnostics: Diagnostic[]): IndexResult => ({ ok: false, diagnostics, records: 0, out: null, pushedTo: null });
  // 1. The config and the content.
  const loaded = await loadSiteConfig(root, options.config);
  if ('diagnostics' in loaded) return fail(loaded.diagnostics);
  const session = await SiteSession.open(root, loaded, { purpose: 'records' });
  if (isOpenFailure(session)) return fail(session.diagnostics);
  const { config } = loaded;
  // 2. The plan and every page rendered, for their records.
  const plan = session.plan({});
  let components = await session.components(plan);
  const { env } = session.environment(plan, components);
  const site = await renderSite(env, {
    staticFiles: session.staticFiles,
    workers: defaultWorkerCount(plan.docs.length),
    // Modules the site's remark plugins import into pages join the bundle, as in a build.
    rebundle: async (pages) => {
      if (!session.takePluginImports(pages.values(), true)) return null;
      components = await session.components(plan);
      return session.environment(plan, components).env;
    },
  });
  const result = { diagnostics: [...session.readProblems, ...plan.diagnostics, ...components.diagnostics, ...site.diagnostics], records: site.records };
  if (result.diagnostics.some((d) => d.severity === 'error')) return fail(result.diagnostics);
  if (!result.records) return fail([...result.diagnostics, problem({ variant: 'no-search-config' })]);
  const out = path.resolve(root, options.out ?? 'search-records.json');
  await writeFile(out, JSON.stringify(result.records, null, 1));
  let pushedTo: string | null = null;
  if (options.push) {
    const search = config.search!; // records exist only when the site has search
    const adminKey = options.adminKey ?? process.env[ADMIN_KEY_VARIABLE];
    if (!search.appId) return fail([problem({ variant: 'no-app-id' })]);
    if (!adminKey) return fail([problem({ variant: 'no-admin-key', variable: ADMIN_KEY_VARIABLE })]);
    const client = algoliasearch(search.appId, adminKey, search.hosts ? { hosts: algoliaHosts(search.hosts) } : undefined);
    try {
      await client.replaceAllObjects({ indexName: search.indexName, objects: result.records as unknown as Record<string, unknown>[] });
      // The site's synonyms replace the index's, as its records do; a site without any leaves the index's alone.
      if (search.synonyms.length) {
        const { taskID } = await client.saveSynonyms({
          indexName: search.indexName,
          synonymHit: algoliaSynonyms(search.synonyms),
          replaceExistingSynonyms: true,
        });
        await client.waitForTask({ indexName: search.indexName, taskID });
      }
    } catch (error) {
      return fail([problem({ variant: 'push-failed', reason: (error as Error).message })]);
    }
    pushedTo = search.indexName;
  }
  return { ok: true, diagnostics: result.diagnostics, records: result.records.length, out, pushedTo };
}
