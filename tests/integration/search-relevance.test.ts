import { describe, expect, it } from 'vitest';
import { keelOutDir } from '../support/keel-site.js';
import { runQuery } from '../../core/search/engine.js';
import { indexFileCache } from '../../src/server/index-file-cache.js';
import { newestIndexFile } from '../../src/server/search-endpoint.js';

/** A reader's query and the page it must bring up in the top 3. */
const CASES: [query: string, page: string, kind: 'exact' | 'synonym' | 'typo' | 'partial'][] = [
  ['cycles', '/core-concepts/cycles', 'exact'],
  ['modules', '/core-concepts/modules', 'exact'],
  ['labels', '/core-concepts/issues/labels', 'exact'],
  ['epics', '/core-concepts/issues/epics', 'exact'],
  ['estimates', '/core-concepts/issues/estimates', 'exact'],
  ['permissions', '/workspaces-and-users/permissions', 'exact'],
  ['billing', '/workspaces-and-users/billing-and-plans', 'exact'],
  ['import from jira', '/importers/jira', 'exact'],
  ['asana', '/importers/asana', 'exact'],
  ['slack', '/integrations/slack', 'exact'],
  ['sentry', '/integrations/sentry', 'exact'],
  ['intake forms', '/intake/intake-forms', 'exact'],
  ['intake email', '/intake/intake-email', 'exact'],
  ['export', '/core-concepts/export', 'exact'],
  ['wiki', '/core-concepts/pages/wiki', 'exact'],
  ['nested pages', '/core-concepts/pages/nested-pages', 'exact'],
  ['time tracking', '/core-concepts/issues/time-tracking', 'exact'],
  ['custom automations', '/automations/custom-automations', 'exact'],
  ['power k', '/core-concepts/power-k', 'exact'],
  ['stickies', '/core-concepts/stickies', 'exact'],
  ['sprint', '/core-concepts/cycles', 'synonym'],
  ['kanban board', '/core-concepts/issues/layouts', 'synonym'],
  ['story points', '/core-concepts/issues/estimates', 'synonym'],
  ['add seats', '/workspaces-and-users/add-remove-seats', 'synonym'],
  ['command palette', '/core-concepts/power-k', 'synonym'],
  ['ai assistant', '/ai/pi-chat', 'synonym'],
  ['iphone app', '/devices/mobile', 'synonym'],
  ['approval', '/workflows-and-approvals/workflows', 'synonym'],
  ['permisions', '/workspaces-and-users/permissions', 'typo'],
  ['gitlb', '/integrations/gitlab', 'typo'],
  ['milestnes', '/core-concepts/projects/milestones', 'typo'],
  ['teamspaes', '/core-concepts/workspaces/teamspaces', 'typo'],
  ['confluense', '/importers/confluence', 'typo'],
  ['dashbords', '/dashboards', 'typo'],
  ['initia', '/core-concepts/projects/initiatives', 'partial'],
  ['dashb', '/dashboards', 'partial'],
  ['notio', '/importers/notion', 'partial'],
  ['recurring work', '/core-concepts/projects/recurring-work-items', 'partial'],
  ['timeline depend', '/core-concepts/issues/timeline-dependency', 'partial'],
  ['inline comm', '/core-concepts/pages/inline-comments', 'partial'],
];

describe('search relevance on the Keel docs', () => {
  const index = indexFileCache()(newestIndexFile(keelOutDir())!);

  /** Position (1-based) of the page among the distinct pages of the results, or Infinity. */
  const rankOf = async (query: string, page: string) => {
    const pages: string[] = [];
    for (const hit of (await runQuery(await index, { indexName: 'keel-docs-v3', query, hitsPerPage: 50 })).hits) {
      const url = hit.url!.split('#')[0]!;
      if (!pages.includes(url)) pages.push(url);
    }
    const at = pages.indexOf(page);
    return at < 0 ? Infinity : at + 1;
  };

  it(`finds the right page in the top 3 for at least 90 % of ${CASES.length} queries`, async () => {
    const ranks = [];
    for (const [query, page, kind] of CASES) ranks.push({ query, page, kind, rank: await rankOf(query, page) });
    const top1 = ranks.filter((r) => r.rank === 1).length / ranks.length;
    const top3 = ranks.filter((r) => r.rank <= 3).length / ranks.length;
    const misses = ranks.filter((r) => r.rank > 3).map((r) => `${r.query} → ${r.page} (rank ${r.rank})`);
    console.log(
      `search relevance: top-1 ${(top1 * 100).toFixed(1)} %, top-3 ${(top3 * 100).toFixed(1)} % over ${ranks.length} queries${misses.length ? `; misses: ${misses.join('; ')}` : ''}`,
    );
    expect(top3).toBeGreaterThanOrEqual(0.9);
  });
});
