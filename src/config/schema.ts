/**
 * The site configuration's schema: every key `site.config.ts` may hold, its type, and its default.
 * Validation only; loading the file is `load.ts`'s job. Must not touch the file system.
 */
import { z } from 'zod';

const policy = z.enum(['throw', 'warn', 'ignore']);

export interface SidebarDocItemConfig {
  type: 'doc';
  id: string;
  label?: string;
}
export interface SidebarLinkItemConfig {
  type: 'link';
  label: string;
  href: string;
}
export interface SidebarCategoryItemConfig {
  type: 'category';
  label: string;
  collapsed?: boolean;
  collapsible?: boolean;
  link?: { type: 'doc'; id: string };
  items: SidebarItemConfig[];
}
export type SidebarItemConfig = string | SidebarDocItemConfig | SidebarLinkItemConfig | SidebarCategoryItemConfig;

const sidebarItem: z.ZodType<SidebarItemConfig> = z.lazy(() =>
  z.union([
    z.string().min(1),
    z.strictObject({ type: z.literal('doc'), id: z.string().min(1), label: z.string().optional() }),
    z.strictObject({ type: z.literal('link'), label: z.string().min(1), href: z.string().min(1) }),
    z.strictObject({
      type: z.literal('category'),
      label: z.string().min(1),
      collapsed: z.boolean().optional(),
      collapsible: z.boolean().optional(),
      link: z.strictObject({ type: z.literal('doc'), id: z.string().min(1) }).optional(),
      items: z.array(sidebarItem),
    }),
  ]),
);

const navbarItem = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('link'),
    label: z.string().min(1),
    href: z.string().min(1),
    position: z.enum(['left', 'right']).default('right'),
    icon: z.enum(['chat', 'repository']).optional(),
  }),
  z.strictObject({
    type: z.literal('docSidebar'),
    sidebarId: z.string().min(1),
    label: z.string().min(1),
    position: z.enum(['left', 'right']).default('left'),
  }),
  z.strictObject({ type: z.literal('localeDropdown'), position: z.enum(['left', 'right']).default('right') }),
  z.strictObject({ type: z.literal('docsVersionDropdown'), position: z.enum(['left', 'right']).default('right') }),
]);

const link = z.strictObject({ label: z.string().min(1), href: z.string().min(1) });

const searchConfig = z
  .strictObject({
    provider: z.enum(['local', 'server', 'algolia']).default('local'),
    indexName: z.string().min(1),
    appId: z.string().optional(),
    apiKey: z.string().optional(),
    contextualSearch: z.boolean().default(true),
    insights: z.boolean().default(false),
    feedbackUrl: z.string().optional(),
  })
  .superRefine((search, ctx) => {
    if (search.provider !== 'algolia') return;
    if (!search.appId) ctx.addIssue({ code: 'custom', path: ['appId'], message: '`appId` is missing.' });
    if (!search.apiKey) ctx.addIssue({ code: 'custom', path: ['apiKey'], message: '`apiKey` is missing.' });
  });

export const siteConfigSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().default(''),
  url: z.url({ message: 'expected an absolute URL such as https://docs.example.com' }),
  baseUrl: z
    .string()
    .regex(/^\/(.*\/)?$/, { message: 'expected a path that starts and ends with "/", such as "/" or "/docs/"' })
    .default('/'),
  trailingSlash: z.literal(false).default(false),
  favicon: z.string().optional(),
  logo: z.strictObject({ alt: z.string(), src: z.string() }).optional(),
  outDir: z.string().default('build'),
  staticDir: z.string().default('content/static'),
  i18n: z
    .strictObject({
      defaultLocale: z.literal('en'),
      locales: z.array(z.literal('en')).min(1),
      localeConfigs: z.record(z.string(), z.strictObject({ label: z.string() })).default({}),
    })
    .default({ defaultLocale: 'en', locales: ['en'], localeConfigs: {} }),
  navbar: z
    .strictObject({
      hideOnScroll: z.boolean().default(false),
      items: z.array(navbarItem).default([]),
    })
    .default({ hideOnScroll: false, items: [] }),
  footer: z
    .strictObject({
      columns: z.array(z.strictObject({ title: z.string(), items: z.array(link) })).default([]),
      copyright: z.string().default(''),
    })
    .default({ columns: [], copyright: '' }),
  announcementBar: z
    .strictObject({
      id: z.string().min(1),
      content: z.string().min(1),
      backgroundColor: z.string().default('#1d4ed8'),
      textColor: z.string().default('#ffffff'),
      isCloseable: z.boolean().default(true),
    })
    .optional(),
  colorMode: z
    .strictObject({
      defaultMode: z.enum(['light', 'dark']).default('dark'),
      disableSwitch: z.boolean().default(false),
      respectPrefersColorScheme: z.boolean().default(false),
    })
    .default({ defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false }),
  docs: z
    .strictObject({
      path: z.string().default('content/docs'),
      routeBasePath: z.literal('/').default('/'),
      sidebars: z.record(z.string(), z.array(sidebarItem)).default({}),
      lastVersion: z.string().default('current'),
      versions: z
        .record(z.string(), z.strictObject({ label: z.string().min(1), path: z.string().default('') }))
        .default({ current: { label: 'Latest', path: '' } }),
      /** Where `:plan[…]` badges link, and which plan names they accept. */
      planBadges: z
        .strictObject({ href: z.string(), plans: z.array(z.string()).min(1) })
        .default({ href: '/pricing', plans: ['Pro', 'Business', 'Enterprise'] }),
    })
    .default({
      path: 'content/docs',
      routeBasePath: '/',
      sidebars: {},
      lastVersion: 'current',
      versions: { current: { label: 'Latest', path: '' } },
      planBadges: { href: '/pricing', plans: ['Pro', 'Business', 'Enterprise'] },
    }),
  sitemap: z
    .strictObject({
      changefreq: z.enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']).default('weekly'),
      priority: z.number().min(0).max(1).default(0.5),
      ignorePatterns: z.array(z.string()).default(['/tags/**']),
    })
    .default({ changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/tags/**'] }),
  search: searchConfig.optional(),
  analytics: z.strictObject({ trackingId: z.string().min(1), anonymizeIp: z.boolean().default(true) }).optional(),
  onBrokenLinks: policy.default('throw'),
  onBrokenMarkdownLinks: policy.default('warn'),
  onBrokenAnchors: policy.default('warn'),
});

/** What an author writes in site.config.ts (defaults may be left out). */
export type UserConfig = z.input<typeof siteConfigSchema>;
/** The validated configuration with every default filled in. */
export type SiteConfig = z.output<typeof siteConfigSchema>;
