/**
 * The Keel query set: what a reader types, and the page (or the section of it) that answers. Measured as the
 * search modal shows its results: the engine's first 20 hits, grouped by sidebar section as the modal groups them,
 * then read in screen order. A hit answers a page query when it is the page's top (its URL has no anchor); it
 * answers a section query when it leads to that section, or to the page's top when that section is the page's
 * first. Top-1: the first hit shown answers; top-3: one of the first three does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keelOutDir } from '../support/keel-site.js';
import { runQuery, type Hit } from '../../core/search/engine.js';
import { indexFileCache } from '../../src/server/index-file-cache.js';
import { newestIndexFile } from '../../src/server/search-endpoint.js';
import { groupByLvl0 } from '../../theme/search/modal-state.js';

/**
 * [query, the page that answers it, optionally with `#section`; where two places answer equally, both, split by ` | `]
 */
const QUERIES: [query: string, answer: string][] = [
  // The examples
  ['cycle', '/core-concepts/cycles'],
  ['cylce', '/core-concepts/cycles'],
  ['dark mode', '/core-concepts/account/settings'],
  ['api', '/core-concepts/account/settings'],
  ['delete project', '/core-concepts/projects/overview#delete-a-project'],
  ['sub-issues', '/core-concepts/issues/overview#sub-work-items'],
  // A teammate is added to the workspace (an invitation) or to a project: either place answers.
  [
    'add a teammate',
    '/core-concepts/workspaces/members#invite-a-member-to-your-workspace | /core-concepts/projects/manage-project-members#add-members-to-a-project',
  ],
  // Pages by their name
  ['cycles', '/core-concepts/cycles'],
  ['modules', '/core-concepts/modules'],
  ['epics', '/core-concepts/issues/epics'],
  ['labels', '/core-concepts/issues/labels'],
  ['estimates', '/core-concepts/issues/estimates'],
  ['time tracking', '/core-concepts/issues/time-tracking'],
  ['workflow states', '/core-concepts/issues/states'],
  ['display options', '/core-concepts/issues/display-options'],
  ['layouts', '/core-concepts/issues/layouts'],
  ['bulk operations', '/core-concepts/issues/bulk-ops'],
  ['work item types', '/core-concepts/issues/issue-types'],
  ['timeline dependencies', '/core-concepts/issues/timeline-dependency'],
  ['recurring work items', '/core-concepts/projects/recurring-work-items'],
  ['milestones', '/core-concepts/projects/milestones'],
  ['initiatives', '/core-concepts/projects/initiatives'],
  ['project states', '/core-concepts/projects/project-states'],
  ['views', '/core-concepts/views'],
  ['nested pages', '/core-concepts/pages/nested-pages'],
  ['inline comments', '/core-concepts/pages/inline-comments'],
  ['wiki', '/core-concepts/pages/wiki'],
  ['editor blocks', '/core-concepts/pages/editor-blocks'],
  ['page templates', '/templates/page-templates'],
  ['work item templates', '/templates/work-item-templates'],
  ['drafts', '/core-concepts/drafts'],
  ['inbox', '/core-concepts/inbox'],
  ['stickies', '/core-concepts/stickies'],
  ['power k', '/core-concepts/power-k'],
  ['analytics', '/core-concepts/analytics'],
  ['dashboards', '/dashboards'],
  ['customers', '/customers'],
  ['intake forms', '/intake/intake-forms'],
  ['intake email', '/intake/intake-email'],
  ['teamspaces', '/core-concepts/workspaces/teamspaces'],
  ['member roles', '/workspaces-and-users/roles'],
  ['permissions', '/workspaces-and-users/permissions'],
  ['billing', '/workspaces-and-users/billing-and-plans'],
  ['upgrade plan', '/workspaces-and-users/upgrade-plan'],
  ['licenses', '/workspaces-and-users/manage-licenses'],
  ['import from jira', '/importers/jira'],
  ['asana', '/importers/asana'],
  ['csv import', '/importers/csv'],
  ['notion', '/importers/notion'],
  ['clickup', '/importers/clickup'],
  ['gitlab', '/integrations/gitlab'],
  ['slack', '/integrations/slack'],
  ['sentry', '/integrations/sentry'],
  ['automations', '/automations/custom-automations'],
  ['approvals', '/workflows-and-approvals/workflows'],
  ['mobile app', '/devices/mobile'],
  ['export', '/core-concepts/export'],
  ['project updates', '/communication-and-collaboration/project-updates'],
  ['your work', '/your-work'],
  ['quickstart', '/introduction/quickstart'],
  // Sections by what they do
  ['create an epic', '/core-concepts/issues/epics#create-an-epic'],
  ['story points', '/core-concepts/issues/estimates'],
  ['log time', '/core-concepts/issues/time-tracking#logging-time'],
  ['archive a module', '/core-concepts/modules#archive-a-module'],
  ['calendar layout', '/core-concepts/issues/layouts#calendar'],
  ['archive a project', '/core-concepts/projects/overview#archive-a-project'],
  ['project lead', '/core-concepts/projects/manage-project-members#set-a-project-lead'],
  ['create a view', '/core-concepts/views#create-a-view'],
  ['math equations', '/core-concepts/pages/editor-blocks#math-equations'],
  ['keyboard shortcuts', '/core-concepts/power-k#keyboard-shortcuts'],
  ['delete a workspace', '/core-concepts/workspaces/overview#delete-a-workspace'],
  ['guest role', '/workspaces-and-users/roles#guest'],
  ['deactivate account', '/core-concepts/account/settings#deactivate-your-account'],
  ['edit a comment', '/communication-and-collaboration/comments-and-activity#edit-a-comment'],
  ['activity log', '/communication-and-collaboration/comments-and-activity#activity-log'],
  ['triage', '/core-concepts/intake#triage-actions'],
  // Other words for the same thing (the site's synonyms)
  ['sprint', '/core-concepts/cycles'],
  ['kanban', '/core-concepts/issues/layouts#board'],
  ['gantt', '/core-concepts/issues/layouts#timeline'],
  ['issue types', '/core-concepts/issues/issue-types'],
  // Typos and words still being typed
  ['permisions', '/workspaces-and-users/permissions'],
  ['milestnes', '/core-concepts/projects/milestones'],
  ['dashbords', '/dashboards'],
  ['confluense', '/importers/confluence'],
  ['initia', '/core-concepts/projects/initiatives'],
  ['notio', '/importers/notion'],
];

const SNIPPET_WORDS = 10;
const REQUEST = {
  indexName: 'keel-docs-v3',
  hitsPerPage: 20,
  attributesToSnippet: ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content'].map(
    (attribute) => `${attribute}:${SNIPPET_WORDS}`,
  ),
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
};

/** The anchor of a built page's first section heading, or null. */
function firstSection(outDir: string, page: string): string | null {
  const html = readFileSync(path.join(outDir, `${page}.html`), 'utf8');
  return /<h[2-6][^>]*\sid="([^"]+)"/.exec(html.slice(html.indexOf('<article')))?.[1] ?? null;
}

/** Whether the page's text (its Markdown copy in the build) has one of the query's words. */
function pageHasWordOf(page: string, query: string): boolean {
  const text = readFileSync(path.join(keelOutDir(), `${page}.md`), 'utf8').toLowerCase();
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .some((word) => word && new RegExp(`(^|[^\\p{L}\\p{N}])${word}`, 'u').test(text));
}

type Marked = { value?: string; matchLevel?: string } | undefined;
const snippetOf = (hit: Hit) => (hit._snippetResult?.content as Marked)?.value ?? '';
const ownHeadingOf = (hit: Hit) =>
  hit.type && hit.type !== 'content' ? ((hit._highlightResult.hierarchy as Record<string, Marked> | undefined)?.[hit.type]?.value ?? '') : '';

describe('the Keel query set', () => {
  const outDir = keelOutDir();
  const index = indexFileCache()(newestIndexFile(outDir)!);
  const shown = async (query: string) => groupByLvl0((await runQuery(await index, { ...REQUEST, query })).hits).flatMap(([, hits]) => hits);

  it(`answers ${QUERIES.length} queries: the first hit shown for at least 90 %, one of the first three for 98 %`, async () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(60);
    const ranks: { query: string; answer: string; rank: number; first: string }[] = [];
    for (const [query, answer] of QUERIES) {
      const answers = (hit: Hit) =>
        answer.split(' | ').some((place) => {
          const [page, section] = place.split('#') as [string, string | undefined];
          return hit.url === place || (hit.url === page && (!section || firstSection(outDir, page) === section));
        });
      const hits = await shown(query);
      const at = hits.findIndex(answers);
      ranks.push({ query, answer, rank: at < 0 ? Infinity : at + 1, first: hits[0]?.url ?? '(nothing)' });
    }
    const top1 = ranks.filter((r) => r.rank === 1).length / ranks.length;
    const top3 = ranks.filter((r) => r.rank <= 3).length / ranks.length;
    const misses = ranks.filter((r) => r.rank > 1).map((r) => `${r.query} → ${r.answer} at ${r.rank} (first: ${r.first})`);
    console.log(
      `search query set: top-1 ${(top1 * 100).toFixed(1)} %, top-3 ${(top3 * 100).toFixed(1)} % over ${ranks.length} queries\n  ${misses.join('\n  ')}`,
    );
    expect(top1).toBeGreaterThanOrEqual(0.9);
    expect(top3).toBeGreaterThanOrEqual(0.98);
  });

  it('gives every hit a snippet, with the matched words highlighted where the text has them', async () => {
    const faults: string[] = [];
    for (const [query] of QUERIES) {
      for (const hit of await shown(query)) {
        const snippet = snippetOf(hit);
        const where = `${query} → ${hit.url} (${hit.type})`;
        if (!snippet.trim()) faults.push(`${where}: no snippet`);
        // Body text that matched shows its matched words; a page found by its keywords shows the words of its
        // text that the query has, if it has any. (A section found by the headings above it shows them in its path.)
        const textMatched = (hit._highlightResult.content as Marked)?.matchLevel ?? 'none';
        if (textMatched !== 'none' && !snippet.includes('<mark>')) faults.push(`${where}: snippet without highlight`);
        if (hit.type === 'lvl1' && !ownHeadingOf(hit).includes('<mark>') && !snippet.includes('<mark>') && pageHasWordOf(hit.url!, query))
          faults.push(`${where}: the page has the query's words but its snippet shows none`);
      }
    }
    expect(faults).toEqual([]);
  });
});
