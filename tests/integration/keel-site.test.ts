import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';

/** Every route of spec/site-spec.md §2, besides /search which the generator provides. */
const SPEC_ROUTES = [
  '/',
  '/ai/pi-chat',
  '/automations/custom-automations',
  '/communication-and-collaboration/comments-and-activity',
  '/communication-and-collaboration/project-updates',
  '/core-concepts/account/overview',
  '/core-concepts/account/settings',
  ...['analytics', 'cycles', 'deploy', 'drafts', 'export', 'inbox', 'intake', 'modules', 'power-k', 'stickies', 'views'].map((r) => `/core-concepts/${r}`),
  '/core-concepts/issues',
  ...[
    'bulk-ops',
    'display-options',
    'epics',
    'estimates',
    'issue-types',
    'labels',
    'layouts',
    'overview',
    'properties',
    'states',
    'time-tracking',
    'timeline-dependency',
    'visualise_filter',
  ].map((r) => `/core-concepts/issues/${r}`),
  ...['editor-blocks', 'inline-comments', 'nested-pages', 'overview', 'wiki'].map((r) => `/core-concepts/pages/${r}`),
  ...['initiatives', 'manage-project-members', 'milestones', 'overview', 'project-overview', 'project-states', 'recurring-work-items', 'run-project'].map(
    (r) => `/core-concepts/projects/${r}`,
  ),
  ...['members', 'overview', 'teamspaces'].map((r) => `/core-concepts/workspaces/${r}`),
  '/customers',
  '/dashboards',
  '/devices/mobile',
  ...['asana', 'clickup', 'confluence', 'csv', 'github-imp', 'jira', 'linear', 'notion', 'overview'].map((r) => `/importers/${r}`),
  '/intake/intake-email',
  '/intake/intake-forms',
  ...['about', 'github', 'gitlab', 'sentry', 'slack'].map((r) => `/integrations/${r}`),
  '/introduction/core-concepts',
  '/introduction/quickstart',
  ...[
    'collaborate-on-work-items',
    'create-pages',
    'create-project',
    'create-work-items',
    'create-workspace',
    'invite-members',
    'organize-and-view-work',
    'overview',
    'plan-and-create-cycles',
  ].map((r) => `/introduction/tutorials/${r}`),
  ...['page-templates', 'project-templates', 'work-item-templates'].map((r) => `/templates/${r}`),
  '/workflows-and-approvals/workflows',
  ...['add-remove-seats', 'billing-and-plans', 'manage-licenses', 'permissions', 'roles', 'search-workspace', 'upgrade-plan'].map(
    (r) => `/workspaces-and-users/${r}`,
  ),
  '/your-work',
];

const NO_SIDEBAR = ['/core-concepts/issues', '/core-concepts/projects/run-project', '/importers/github-imp'];

describe('the Keel docs', () => {
  const result = inject('keel');
  const outDir = result.outDir;

  it('build with --strict and zero warnings', () => {
    expect(result.problems).toBe('');
    expect(result.ok).toBe(true);
  });

  it("have exactly the spec's routes", () => {
    const routes = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.html') && !['404.html', 'search.html'].includes(f))
      .map((f) =>
        f === 'index.html'
          ? '/'
          : '/' +
            f
              .replace(/\.html$/, '')
              .split(path.sep)
              .join('/'),
      );
    expect(routes.sort()).toEqual([...SPEC_ROUTES].sort());
    expect(result.pages).toBe(SPEC_ROUTES.length);
  });

  it('render the three sidebar-less pages without a sidebar and all others with one', async () => {
    const { readFileSync } = await import('node:fs');
    for (const route of SPEC_ROUTES) {
      const html = readFileSync(path.join(outDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`), 'utf8');
      expect(html.includes('aria-label="Docs sidebar"'), route).toBe(!NO_SIDEBAR.includes(route));
    }
  });
});
