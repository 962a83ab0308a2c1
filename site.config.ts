/**
 * The Keel docs: site settings, navbar, footer, announcement bar, search and the one sidebar that holds every
 * page (see content-brief/sidebar.md). External addresses live here and nowhere in the Markdown.
 */
import { defineConfig } from 'docsgen';

const links = {
  app: 'https://app.keel.example',
  signIn: 'https://app.keel.example/sign-in',
  download: 'https://keel.example/download',
  selfHost: 'https://developers.keel.example/self-hosting',
  chat: 'https://chat.keel.example',
  repository: 'https://code.keel.example/keel/keel',
  developers: 'https://developers.keel.example',
  api: 'https://developers.keel.example/api',
  webhooks: 'https://developers.keel.example/webhooks',
  buildApp: 'https://developers.keel.example/apps',
  mcp: 'https://developers.keel.example/mcp-server',
  auth: 'https://developers.keel.example/self-hosting/authentication',
  blog: 'https://keel.example/blog',
  templates: 'https://keel.example/templates',
  marketplace: 'https://keel.example/integrations',
  changelog: 'https://keel.example/changelog',
  featureRequests: 'https://feedback.keel.example',
  status: 'https://status.keel.example',
};

export default defineConfig({
  title: 'Keel',
  tagline: 'Modern project management software',
  url: 'https://docs.keel.example',
  baseUrl: '/',
  trailingSlash: false,
  favicon: 'img/favicon.svg',
  staticDir: 'content/static',
  logo: { alt: 'Keel', src: '/img/logo.svg' },
  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English' } } },
  navbar: {
    hideOnScroll: true,
    items: [
      // The site has one version and one locale; its spec still wants both dropdowns in the navbar.
      { type: 'docsVersionDropdown', position: 'right', forceDropdown: true },
      { type: 'localeDropdown', position: 'right', forceDropdown: true },
      { type: 'link', label: 'Community chat', href: links.chat, position: 'right', icon: 'chat' },
      { type: 'link', label: 'Source repository', href: links.repository, position: 'right', icon: 'repository' },
      { type: 'link', label: 'Sign in', href: links.signIn, position: 'right', variant: 'button' },
    ],
  },
  footer: {
    columns: [
      {
        title: 'Docs',
        items: [
          { label: 'Introduction', href: '/' },
          { label: 'Quickstart', href: '/introduction/quickstart' },
          { label: 'Tutorials', href: '/introduction/tutorials/overview' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'Community chat', href: links.chat },
          { label: 'Feature requests', href: links.featureRequests },
          { label: 'Source repository', href: links.repository },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'Changelog', href: links.changelog },
          { label: 'Blog', href: links.blog },
          { label: 'System status', href: links.status },
        ],
      },
    ],
    copyright: `Copyright © ${new Date().getFullYear()} Keel. Built with docsgen.`,
  },
  announcementBar: {
    id: 'pi-chat-2026',
    content: 'Pi, the Keel AI assistant, now answers questions about your work items in chat.',
    backgroundColor: '#1e3a8a',
    textColor: '#ffffff',
    isCloseable: true,
  },
  colorMode: { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false },
  docs: {
    path: 'content/docs',
    routeBasePath: '/',
    lastVersion: 'current',
    versions: { current: { label: 'Latest', path: '' } },
    planBadges: { href: '/workspaces-and-users/billing-and-plans', plans: ['Pro', 'Business', 'Enterprise'] },
    sidebars: {
      docs: [
        {
          type: 'category',
          label: 'Get started',
          collapsed: false,
          items: [
            { type: 'doc', id: 'introduction/home', label: 'Introduction' },
            'introduction/quickstart',
            'introduction/core-concepts',
            {
              type: 'category',
              label: 'Tutorials',
              link: { type: 'doc', id: 'introduction/tutorials/overview' },
              items: [
                'introduction/tutorials/create-workspace',
                'introduction/tutorials/invite-members',
                'introduction/tutorials/create-project',
                'introduction/tutorials/create-work-items',
                'introduction/tutorials/collaborate-on-work-items',
                'introduction/tutorials/organize-and-view-work',
                'introduction/tutorials/plan-and-create-cycles',
                'introduction/tutorials/create-pages',
              ],
            },
            { type: 'link', label: 'Download Keel', href: links.download },
            { type: 'link', label: 'Self-host Keel', href: links.selfHost },
          ],
        },
        {
          type: 'category',
          label: 'Workspace management',
          collapsed: false,
          items: [
            {
              type: 'category',
              label: 'Workspaces',
              items: ['core-concepts/workspaces/overview', 'workspaces-and-users/search-workspace', 'core-concepts/account/overview'],
            },
            {
              type: 'category',
              label: 'Members',
              items: ['core-concepts/workspaces/members', 'workspaces-and-users/roles', 'workspaces-and-users/permissions'],
            },
            {
              type: 'category',
              label: 'Authentication',
              items: [
                { type: 'link', label: 'Google OAuth', href: `${links.auth}/google` },
                { type: 'link', label: 'GitHub OAuth', href: `${links.auth}/github` },
                { type: 'link', label: 'SAML SSO', href: `${links.auth}/saml` },
                { type: 'link', label: 'OIDC SSO', href: `${links.auth}/oidc` },
              ],
            },
            {
              type: 'category',
              label: 'Billing and plans',
              items: [
                'workspaces-and-users/upgrade-plan',
                'workspaces-and-users/manage-licenses',
                'workspaces-and-users/add-remove-seats',
                'workspaces-and-users/billing-and-plans',
              ],
            },
            'core-concepts/account/settings',
          ],
        },
        {
          type: 'category',
          label: 'Project management',
          collapsed: false,
          items: [
            {
              type: 'category',
              label: 'Projects',
              items: ['core-concepts/projects/overview', 'core-concepts/projects/manage-project-members', 'core-concepts/deploy'],
            },
            'core-concepts/projects/project-states',
            'core-concepts/issues/states',
            'core-concepts/projects/project-overview',
            'templates/project-templates',
          ],
        },
        {
          type: 'category',
          label: 'Work item management',
          collapsed: false,
          items: [
            {
              type: 'category',
              label: 'Work items',
              items: ['core-concepts/issues/overview', 'core-concepts/issues/properties', 'core-concepts/drafts'],
            },
            'core-concepts/issues/issue-types',
            'templates/work-item-templates',
            'core-concepts/projects/recurring-work-items',
          ],
        },
        {
          type: 'category',
          label: 'Planning and organization',
          items: [
            'core-concepts/issues/labels',
            'core-concepts/cycles',
            'core-concepts/modules',
            'core-concepts/issues/epics',
            'core-concepts/issues/timeline-dependency',
            'core-concepts/projects/initiatives',
            'core-concepts/workspaces/teamspaces',
            'core-concepts/projects/milestones',
            'core-concepts/stickies',
          ],
        },
        {
          type: 'category',
          label: 'Views and layouts',
          items: [
            'core-concepts/issues/layouts',
            'core-concepts/issues/visualise_filter',
            'core-concepts/issues/display-options',
            'core-concepts/views',
            'your-work',
          ],
        },
        {
          type: 'category',
          label: 'Knowledge management',
          items: [
            { type: 'category', label: 'Pages', items: ['core-concepts/pages/overview', 'core-concepts/pages/editor-blocks'] },
            'core-concepts/pages/wiki',
            'core-concepts/pages/nested-pages',
            'templates/page-templates',
          ],
        },
        {
          type: 'category',
          label: 'Advanced management',
          items: [
            'core-concepts/issues/estimates',
            'core-concepts/issues/bulk-ops',
            'core-concepts/issues/time-tracking',
            'workflows-and-approvals/workflows',
            'automations/custom-automations',
          ],
        },
        {
          type: 'category',
          label: 'Collaboration and communication',
          items: [
            'communication-and-collaboration/project-updates',
            'communication-and-collaboration/comments-and-activity',
            'core-concepts/pages/inline-comments',
            'core-concepts/inbox',
          ],
        },
        {
          type: 'category',
          label: 'Intake and customers',
          items: ['core-concepts/intake', 'intake/intake-forms', 'intake/intake-email', 'customers'],
        },
        {
          type: 'category',
          label: 'Analytics and reporting',
          items: ['core-concepts/analytics', 'dashboards'],
        },
        {
          type: 'category',
          label: 'Integrations',
          items: [
            {
              type: 'category',
              label: 'Native integrations',
              link: { type: 'doc', id: 'integrations/about' },
              items: ['integrations/github', 'integrations/slack', 'integrations/gitlab', 'integrations/sentry'],
            },
            {
              type: 'category',
              label: 'Custom integrations',
              items: [
                { type: 'link', label: 'Build a Keel app', href: links.buildApp },
                { type: 'link', label: 'API reference', href: links.api },
                { type: 'link', label: 'Webhooks', href: links.webhooks },
              ],
            },
          ],
        },
        {
          type: 'category',
          label: 'Import and export',
          items: [
            {
              type: 'category',
              label: 'Import',
              link: { type: 'doc', id: 'importers/overview' },
              items: [
                'importers/asana',
                'importers/confluence',
                'importers/clickup',
                'importers/csv',
                'importers/jira',
                'importers/linear',
                'importers/notion',
              ],
            },
            'core-concepts/export',
          ],
        },
        {
          type: 'category',
          label: 'AI',
          items: ['ai/pi-chat', { type: 'link', label: 'MCP Server', href: links.mcp }],
        },
        { type: 'category', label: 'Devices', items: ['devices/mobile'] },
        {
          type: 'category',
          label: 'Support and resources',
          items: [
            'core-concepts/power-k',
            {
              type: 'category',
              label: 'Resources',
              items: [
                { type: 'link', label: 'Developer docs', href: links.developers },
                { type: 'link', label: 'Blog', href: links.blog },
                { type: 'link', label: 'Templates library', href: links.templates },
                { type: 'link', label: 'Integrations marketplace', href: links.marketplace },
              ],
            },
            { type: 'link', label: 'Changelog', href: links.changelog },
            { type: 'link', label: 'Community chat', href: links.chat },
            { type: 'link', label: 'Feature requests', href: links.featureRequests },
            { type: 'link', label: 'System status', href: links.status },
          ],
        },
      ],
    },
  },
  sitemap: { changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/tags/**'] },
  search: {
    provider: 'local',
    indexName: 'keel-docs-v3',
    contextualSearch: true,
    insights: false,
    feedbackUrl: links.featureRequests,
    // Words readers bring from other tools, and the words these docs use for the same thing.
    synonyms: [
      ['teammate', 'member'],
      ['sprint', 'cycle', 'iteration'],
      ['kanban', 'board'],
      ['gantt', 'timeline'],
      { input: 'issue', synonyms: ['work item'] },
      { input: 'task', synonyms: ['work item'] },
      { input: 'ticket', synonyms: ['work item'] },
      { input: 'user story', synonyms: ['work item'] },
      { input: 'roadmap', synonyms: ['timeline', 'initiative'] },
      { input: 'okr', synonyms: ['initiative'] },
      { input: 'release', synonyms: ['milestone'] },
      { input: 'feature', synonyms: ['module'] },
      { input: 'subscription', synonyms: ['plan', 'billing'] },
      { input: 'docs', synonyms: ['pages', 'wiki'] },
    ],
  },
  analytics: { trackingId: 'G-KEELDOCS01', anonymizeIp: true },
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'warn',
});
