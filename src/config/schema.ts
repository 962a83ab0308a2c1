/**
 * The site configuration's schema: every key `site.config.ts` may hold, its type, and its default.
 * Validation only; loading the file is `load.ts`'s job. Must not touch the file system.
 */
import { NAVBAR_ICON_NAMES, type NavbarIconName, type SvgIconElement } from '../../core/route-data.js';
import { asSitePath, joinSitePath, normaliseBaseUrl } from '../../core/urls.js';
import { typoNeighbours } from '../util/closest-names.js';
import { addSchemaCheckIssue } from './schema-issues.js';
import { headTagSchema, scriptsSchema, stylesheetsSchema } from './head-tags.js';
import { customCssSchema, logoSchema, themeSchema } from './style-keys.js';
import { z } from 'zod';
import { folderAliasesOf } from './folder-aliases.js';
import { blogOptionsSchema } from './blog-options.js';
import { DEFAULT_DOCS_INSTANCE, OTHER_CONTAINER_DIRECTIVES } from './names.js';

const policy = z.enum(['throw', 'warn', 'ignore']);

/** Builds a page's "Edit this page" URL from its path under the docs folder and its doc id. */
export type EditUrlFunction = (params: { docPath: string; docId: string }) => string | undefined;

/** Which files of the docs folder are pages, by default: Docusaurus' docs option `include`. */
export const DEFAULT_DOCS_INCLUDE: readonly string[] = ['**/*.{md,mdx}'];

/**
 * Which files of the docs folder are not pages, by default: Docusaurus' docs option `exclude` (files and folders
 * whose name starts with `_`, which are partials, and tests).
 */
export const DEFAULT_DOCS_EXCLUDE: readonly string[] = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];

/** A plugin as a config writes it: the plugin function, or the function and its options (markdown/user-plugins.ts runs it). */
export type PluginEntry = ((...args: never[]) => unknown) | [(...args: never[]) => unknown, ...unknown[]];

/**
 * The plugin function of a module object whose default export is one (`require()` of a package compiled from ES
 * modules gives `{ default: plugin }`), as an `import` of it would give; any other value as it is.
 */
const defaultExportOf = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && typeof (value as { default?: unknown }).default === 'function'
    ? (value as { default: unknown }).default
    : value;

/** A remark or rehype plugin as a config lists it: the plugin, or `[plugin, options]` (Docusaurus' shapes). */
const pluginEntry = z.preprocess(
  (value) => (Array.isArray(value) && value.length >= 1 ? [defaultExportOf(value[0]), ...value.slice(1)] : defaultExportOf(value)),
  z.custom<PluginEntry>((value) => typeof value === 'function' || (Array.isArray(value) && value.length >= 1 && typeof value[0] === 'function'), {
    message: 'expected a plugin (a function, usually imported from its package) or [plugin, options]',
  }),
);
const pluginList = z.array(pluginEntry).default([]);

/**
 * Docusaurus' `markdown.preprocessor`: rewrites the Markdown text of every page, partial and blog post before it is
 * parsed for rendering (the front matter, title and description are read from the file as written).
 */
export type MarkdownPreprocessor = (params: { filePath: string; fileContent: string }) => string;

const markdownPreprocessor = z.custom<MarkdownPreprocessor>((value) => typeof value === 'function', {
  message: 'expected a function ({ filePath, fileContent }) => string',
});

/** An admonition keyword of `markdown.admonitions`: a directive name (`:::release`), free for admonitions. */
const admonitionKeyword = z
  .string()
  .regex(/^[A-Za-z][\w-]*$/, 'expected a directive name: a letter, then letters, digits, `-` or `_`')
  .refine((name) => !(OTHER_CONTAINER_DIRECTIVES as readonly string[]).includes(name), {
    message: `expected a name other than ${OTHER_CONTAINER_DIRECTIVES.map((n) => `\`${n}\``).join(', ')}, which are directives of their own`,
  });

/** Whether `name` may be an admonition keyword of `markdown.admonitions`. */
export const isAdmonitionKeyword = (name: string): boolean => admonitionKeyword.safeParse(name).success;

/** The package managers `markdown.npm2yarn` converts an npm command to (npm-to-yarn's names). */
export const NPM2YARN_CONVERTERS = ['yarn', 'pnpm', 'bun'] as const;
export type Npm2yarnConverter = (typeof NPM2YARN_CONVERTERS)[number];

/** `markdown.npm2yarn` in full: Docusaurus' plugin options, with its defaults (no sync; Yarn, pnpm, then Bun, as Docusaurus 3.10). */
const npm2yarnOptions = z.strictObject({
  sync: z.boolean().default(false),
  converters: z
    .array(z.enum(NPM2YARN_CONVERTERS))
    .refine((list) => new Set(list).size === list.length, { message: 'expected each converter once' })
    .default(['yarn', 'pnpm', 'bun']),
});

export interface SidebarDocItemConfig {
  type: 'doc';
  id: string;
  label?: string;
  className?: string;
}
export interface SidebarLinkItemConfig {
  type: 'link';
  label: string;
  href: string;
  className?: string;
}
/** Docs and sub-folders of a folder of the docs ('.' for all of it), by Docusaurus' ordering rules. */
export interface SidebarAutogeneratedItemConfig {
  type: 'autogenerated';
  dirName: string;
  className?: string;
}
/** A page listing a category's items, at `slug` (default `/category/<label>`). */
export interface GeneratedIndexLinkConfig {
  type: 'generated-index';
  title?: string;
  description?: string;
  slug?: string;
}
export interface SidebarCategoryItemConfig {
  type: 'category';
  label: string;
  collapsed?: boolean;
  collapsible?: boolean;
  className?: string;
  link?: { type: 'doc'; id: string } | GeneratedIndexLinkConfig;
  items: SidebarItemConfig[];
}
export type SidebarItemConfig = string | SidebarDocItemConfig | SidebarLinkItemConfig | SidebarCategoryItemConfig | SidebarAutogeneratedItemConfig;

const className = z.string().min(1).optional();
export const generatedIndexLink = z.strictObject({
  type: z.literal('generated-index'),
  title: z.string().min(1).optional(),
  description: z.string().min(1).optional(),
  slug: z.string().min(1).optional(),
});

const sidebarItem: z.ZodType<SidebarItemConfig> = z.lazy(() =>
  z.union([
    z.string().min(1),
    z.strictObject({ type: z.literal('doc'), id: z.string().min(1), label: z.string().optional(), className }),
    z.strictObject({ type: z.literal('link'), label: z.string().min(1), href: z.string().min(1), className }),
    z.strictObject({ type: z.literal('autogenerated'), dirName: z.string().min(1), className }),
    z.strictObject({
      type: z.literal('category'),
      label: z.string().min(1),
      collapsed: z.boolean().optional(),
      collapsible: z.boolean().optional(),
      className,
      link: z.union([z.strictObject({ type: z.literal('doc'), id: z.string().min(1) }), generatedIndexLink]).optional(),
      items: z.array(sidebarItem),
    }),
  ]),
);

/** A custom navbar icon: an SVG file relative to the site folder, inlined (sanitised) by `navbar-icons.ts` when the config loads. */
const customNavbarIcon = z.strictObject({ svg: z.string().min(1) }).transform((icon): { svg: string; element?: SvgIconElement } => icon);

const navbarIcon = z
  .union([z.custom<NavbarIconName>((value) => typeof value === 'string'), customNavbarIcon], {
    error: 'expected the name of a built-in icon, such as "github", or { svg: "path/to/icon.svg" }',
  })
  .superRefine((icon, ctx) => {
    if (typeof icon !== 'string' || (NAVBAR_ICON_NAMES as readonly string[]).includes(icon)) return;
    const suggestions = typoNeighbours(icon, NAVBAR_ICON_NAMES);
    addSchemaCheckIssue(ctx, [], { variant: 'unknown-icon', name: icon, known: NAVBAR_ICON_NAMES, suggestions }, icon);
  });

/** Whether `source` is a regular expression JavaScript compiles. */
function compiles(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

/** Which docs folder a navbar item is about: an id of `docsInstances`, or `default` for the `docs` key's. */
const docsPluginId = z.string().min(1).optional();

/** A locale or version dropdown shown as a dropdown even when it has a single entry. */
const forceDropdown = z.boolean().optional();

/** Links a locale or version dropdown shows before or after its own entries, as Docusaurus' `dropdownItemsBefore`/`After`. */
const dropdownLinks = z.array(z.strictObject({ label: z.string().min(1), href: z.string().min(1) })).optional();

/** An entry of a navbar `dropdown`: a link, or a link to a doc or to a sidebar's first page, as the navbar's own items. */
const navbarMenuEntry = z.union([
  z.strictObject({ type: z.literal('link').optional(), label: z.string().min(1), href: z.string().min(1) }),
  z.strictObject({ type: z.literal('doc'), docId: z.string().min(1), label: z.string().min(1).optional(), docsPluginId }),
  z.strictObject({ type: z.literal('docSidebar'), sidebarId: z.string().min(1), label: z.string().min(1), docsPluginId }),
]);

const navbarItem = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('link'),
    label: z.string().min(1),
    href: z.string().min(1),
    position: z.enum(['left', 'right']).default('right'),
    /** A built-in icon (`github`, `rss`…) or `{ svg: 'path/to/icon.svg' }`: the link is drawn as that icon, named by its label. */
    icon: navbarIcon.optional(),
    /** `button` draws the link as a call to action (a bordered button). */
    variant: z.enum(['link', 'button']).default('link'),
    /** Classes of the site's own CSS on the link (Docusaurus' `className`). */
    className: z.string().min(1).optional(),
    /** The link is marked current on every page whose route starts with this path (Docusaurus' `activeBasePath`). */
    activeBasePath: z.string().min(1).optional(),
    /** The link is marked current on every page whose path (base URL included) matches this expression (Docusaurus' `activeBaseRegex`). */
    activeBaseRegex: z
      .string()
      .min(1)
      .refine((source) => compiles(source), { message: 'expected a regular expression that compiles, such as "^/docs/(guide|api)/"' })
      .optional(),
  }),
  z.strictObject({
    type: z.literal('docSidebar'),
    sidebarId: z.string().min(1),
    label: z.string().min(1),
    position: z.enum(['left', 'right']).default('left'),
    /** The docs folder the sidebar is of: an id of `docsInstances` (default: the `docs` key's). */
    docsPluginId,
    className: z.string().min(1).optional(),
  }),
  /** A link to one doc, by id; the label defaults to the doc's sidebar label. */
  z.strictObject({
    type: z.literal('doc'),
    docId: z.string().min(1),
    label: z.string().min(1).optional(),
    position: z.enum(['left', 'right']).default('left'),
    docsPluginId,
    className: z.string().min(1).optional(),
  }),
  /** A menu of links under a label (Docusaurus' `dropdown` item): each entry a link, a doc or a sidebar. */
  z.strictObject({
    type: z.literal('dropdown'),
    label: z.string().min(1),
    position: z.enum(['left', 'right']).default('left'),
    items: z.array(navbarMenuEntry).min(1),
  }),
  /** The site's locales. With one locale it is not shown, unless `forceDropdown` is true. */
  z.strictObject({
    type: z.literal('localeDropdown'),
    position: z.enum(['left', 'right']).default('right'),
    forceDropdown,
    dropdownItemsBefore: dropdownLinks,
    dropdownItemsAfter: dropdownLinks,
  }),
  /**
   * The versions of the docs folder `docsPluginId` names (default: the `docs` key's). With one version it is a plain
   * link to that version's docs, as in Docusaurus, unless `forceDropdown` is true.
   */
  z.strictObject({
    type: z.literal('docsVersionDropdown'),
    position: z.enum(['left', 'right']).default('right'),
    docsPluginId,
    forceDropdown,
    dropdownItemsBefore: dropdownLinks,
    dropdownItemsAfter: dropdownLinks,
  }),
]);

const link = z.strictObject({ label: z.string().min(1), href: z.string().min(1) });
/** Docusaurus' `createRedirects`: called with each page's path, it returns the paths that should forward there. */
export type CreateRedirects = (path: string) => string | readonly string[] | null | undefined | false;

/** A path a redirect page is written at: a path of the site, from its root (`/old-page`). */
const redirectFrom = z.string().regex(/^\/(?!\/)/, 'expected a path of the site, starting with one `/`');
/** A footer item: a link, or HTML as Docusaurus' `{ html }` item takes it (a badge, a button: inline HTML and images). */
const footerItem = z.union([link, z.strictObject({ html: z.string().min(1) })]);

/** A BCP 47 language tag in its canonical form (`pt-br` → `pt-BR`), or null when `Intl` does not accept it. */
export function canonicalLocale(code: string): string | null {
  try {
    return Intl.getCanonicalLocales(code)[0] ?? null;
  } catch {
    return null;
  }
}

const localeConfig = z.strictObject({
  /** Shown in the locale dropdown (default: the language's own name, such as `Français`). */
  label: z.string().min(1).optional(),
  direction: z.enum(['ltr', 'rtl']).optional(),
  /** The `<html lang>` value (default: the locale code). */
  htmlLang: z.string().min(1).optional(),
  /**
   * The locale's folder when it is not named after the code, as Docusaurus' key of that name: under `i18n/` (Docusaurus'
   * layout), or in the docs folder (`folders`: Starlight's `zh-cn` kept in `zh-CN/`). One relative path, never `..`.
   */
  path: z
    .string()
    .min(1)
    .refine((value) => !/^([\\/]|[a-zA-Z]:)/.test(value) && !value.split(/[\\/]/).includes('..'), {
      message: 'expected a folder path inside the site, without `..`',
    })
    .optional(),
});

/** Locales as Docusaurus writes them; any BCP 47 codes. Routes of locales other than the default start with `/<code>`. */
const i18nConfig = z
  .strictObject({
    defaultLocale: z.string().min(1).default('en'),
    /** Default: the default locale alone. */
    locales: z.array(z.string().min(1)).min(1).optional(),
    localeConfigs: z.record(z.string(), localeConfig).default({}),
    /**
     * Where each other locale's pages are: `docusaurus`, Docusaurus' `i18n/<locale>/docusaurus-plugin-content-docs/current/`;
     * `folders`, a folder of the docs folder named after the locale (`docs/fr/`), as Starlight and VitePress keep them
     * (those folders are then no pages of the default locale).
     */
    layout: z.enum(['docusaurus', 'folders']).default('docusaurus'),
    /**
     * With `layout: 'folders'`, the folder (relative to the site folder) that holds the locale folders, when it is not
     * the docs folder: VitePress' `rewrites: { 'en/:rest*': ':rest*' }` keeps the default locale in `en/` beside `fr/`.
     */
    localesPath: z.string().min(1).optional(),
    /**
     * The default locale's routes start with its code too (`/en/guide`), as Astro's option of this name and Starlight
     * without a `root` locale serve them; off, they have no prefix (`/guide`), as in Docusaurus.
     */
    prefixDefaultLocale: z.boolean().optional(),
  })
  .superRefine((i18n, ctx) => {
    const checkCode = (code: string, path: PropertyKey[]) => {
      if (!canonicalLocale(code)) addSchemaCheckIssue(ctx, path, { variant: 'bad-locale', code }, code);
    };
    checkCode(i18n.defaultLocale, ['defaultLocale']);
    i18n.locales?.forEach((code, i) => checkCode(code, ['locales', i]));
    for (const [code, entry] of Object.entries(i18n.localeConfigs)) {
      if (entry.htmlLang !== undefined) checkCode(entry.htmlLang, ['localeConfigs', code, 'htmlLang']);
    }
    if (i18n.locales && !i18n.locales.includes(i18n.defaultLocale) && canonicalLocale(i18n.defaultLocale)) {
      const facts = { variant: 'default-locale-not-listed', locale: i18n.defaultLocale, locales: i18n.locales } as const;
      addSchemaCheckIssue(ctx, ['defaultLocale'], facts, i18n.defaultLocale);
    }
  })
  .transform((i18n) => ({ ...i18n, locales: i18n.locales ?? [i18n.defaultLocale] }));

/** A word or phrase of a synonym entry: some letters or digits. */
const synonymPhrase = z.string().refine((value) => /[\p{L}\p{N}]/u.test(value), { message: 'expected a word or phrase' });
const synonymGroup = z.array(synonymPhrase).min(2, { message: 'a synonym group needs at least two words or phrases' });
const synonymEntry = z.union([
  synonymGroup,
  z.strictObject({ synonyms: synonymGroup }),
  z.strictObject({ input: synonymPhrase, synonyms: z.array(synonymPhrase).min(1, { message: 'a one-way synonym needs at least one synonym' }) }),
]);

const searchConfig = z
  .strictObject({
    provider: z.enum(['local', 'server', 'algolia']).default('local'),
    /** Default: derived from the site title (`My Docs` → `my-docs`). */
    indexName: z.string().min(1).optional(),
    appId: z.string().optional(),
    apiKey: z.string().optional(),
    contextualSearch: z.boolean().default(true),
    insights: z.boolean().default(false),
    feedbackUrl: z.string().optional(),
    /** Hosts for the algolia provider, e.g. a self-hosted Algolia-compatible service ("search.example.com"). */
    hosts: z.array(z.string().min(1)).min(1).optional(),
    /**
     * Other words for the same thing, in Algolia's shapes: a two-way group (`['kanban', 'board']` or `{ synonyms:
     * [...] }`) or a one-way rule (`{ input: 'sprint', synonyms: ['cycle'] }`). Used by the local and server
     * engines, and pushed to Algolia by `docsgen index --push`.
     */
    synonyms: z.array(synonymEntry).default([]),
  })
  .superRefine((search, ctx) => {
    if (search.provider !== 'algolia') return;
    if (!search.appId) ctx.addIssue({ code: 'custom', path: ['appId'], message: '`appId` is missing.' });
    if (!search.apiKey) ctx.addIssue({ code: 'custom', path: ['apiKey'], message: '`apiKey` is missing.' });
  });

/** Where a docs folder's pages sit in the site, as written: `/`, or a path such as `/docs`. */
const routeBasePath = z.string().refine((value) => !/[?#\\\s]|:\/\//.test(value), { message: 'expected a path such as "/" or "/docs"' });

/** Route globs → the sidebar id a page they match shows, or false for none (`docs.displayedSidebars`). */
const displayedSidebarsSchema = z.record(z.string().min(1), z.union([z.string().min(1), z.literal(false)]));

/** The options of one docs folder: the `docs` key, and each entry of `docsInstances` (with its `id`). */
const docsOptionsShape = {
  /** The folder of Markdown pages, relative to the site folder. */
  path: z.string().default('docs'),
  /** Where docs sit in the site: `/` (the default) or a path such as `/docs`. */
  routeBasePath: routeBasePath.default('/').transform((value) => joinSitePath(value)),
  /** Sidebars written in the config; merged with those of `sidebarPath`. */
  sidebars: z.record(z.string(), z.array(sidebarItem)).default({}),
  /**
   * A Docusaurus sidebars file (`.js`, `.ts`, `.json`) relative to the site folder. With no sidebars in the config
   * nor a file, one sidebar (`docs`) is generated from the docs folder's tree.
   */
  sidebarPath: z.union([z.string().min(1), z.literal(false)]).optional(),
  /**
   * Docusaurus' docs options of these names: whether a category that does not say can collapse (default `true`;
   * `false` keeps every such category open), and whether it starts collapsed (default: collapsed, except the top
   * level of sidebars written in the config).
   */
  sidebarCollapsible: z.boolean().default(true),
  sidebarCollapsed: z.boolean().optional(),
  /**
   * The sidebar a page shows by its route, listed in a sidebar or not (`{ '/guide/**': 'guide' }`, or `false` for
   * none): VitePress' sidebars by path prefix. The first glob that matches decides; a page no glob matches keeps the
   * sidebar that lists it, and a page's own `displayed_sidebar` front matter comes first.
   */
  displayedSidebars: displayedSidebarsSchema.optional(),
  /**
   * A translated locale's own sidebars, by locale code, for translations whose sidebars differ from the default
   * locale's in more than their labels (VitePress' `locales.<code>.themeConfig.sidebar`): `{ zh: { sidebars,
   * displayedSidebars } }`. On that locale's pages of the docs folder (`current`) they replace `sidebars`, the sidebars
   * file and `displayedSidebars` (none unless given); items name pages by the default locale's ids, as the
   * translations have them. Other locales keep the docs' own, their labels translated by the locale's label file.
   */
  locales: z
    .record(z.string().min(1), z.strictObject({ sidebars: z.record(z.string(), z.array(sidebarItem)), displayedSidebars: displayedSidebarsSchema.optional() }))
    .optional(),
  /** The version built at the docs' root: default, the first of `versions.json`, else `current` (the docs folder). */
  lastVersion: z.string().min(1).optional(),
  /**
   * Docusaurus' option of this name: `false` builds the released versions of `versions.json` only, not the docs
   * folder (`current`), which then need not exist.
   */
  includeCurrentVersion: z.boolean().default(true),
  /** Build only these versions (names as in `versions.json`, `current` for the docs folder); default: all. */
  onlyIncludeVersions: z.array(z.string().min(1)).min(1).optional(),
  /**
   * Per-version options, by name. `label` (default: the name; `Next` for `current`), `path` under the docs' route
   * (default: the name; `next` for `current`; none for the last version), `banner` (default: `unreleased` for
   * `current` when it is not the last, `unmaintained` for versions older than the last), `badge` (default: shown
   * when there are several versions).
   */
  versions: z
    .record(
      z.string(),
      z.strictObject({
        label: z.string().min(1).optional(),
        path: z.string().optional(),
        banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
        badge: z.boolean().optional(),
      }),
    )
    .default({}),
  /** `:plan[…]` badges: where they link, and which plan names they accept. Without it, `:plan` is an unknown directive. */
  planBadges: z.strictObject({ href: z.string().min(1), plans: z.array(z.string().min(1)).min(1) }).optional(),
  /**
   * "Edit this page" links: a base URL that the doc's path from the site folder is appended to, as Docusaurus does
   * (`https://github.com/org/repo/edit/main/` + `docs/intro.md`), or a function of `{ docPath, docId }` returning
   * the URL.
   */
  editUrl: z
    .union([z.string().min(1), z.custom<EditUrlFunction>((value) => typeof value === 'function', { message: 'expected a URL or a function' })])
    .optional(),
  /**
   * Routes made from the files' paths are slugs of each part (lowercase, spaces to `-`, punctuation dropped), as
   * Starlight's are: `Tests/Web Driver.md` is `/tests/web-driver`; a page's `slug:` counts from the docs folder and is
   * its id, as Starlight reads it. `docsgen init` sets it in a Starlight project.
   */
  slugifyPaths: z.boolean().default(false),
  /**
   * Which file is a folder's own page (at the folder's route): Docusaurus' rule, `index.md`, `README.md` or a file
   * named like its folder; or `index` alone, as VitePress and Starlight have it (`README.md` is then `/README`).
   * `docsgen init` sets `index` in a VitePress or Starlight project.
   */
  folderPages: z.enum(['docusaurus', 'index']).default('docusaurus'),
  /**
   * Docusaurus' option of the same name: unset, a file's or folder's number prefix (`01-intro.md`, `2-guides/`) is its
   * position in a generated sidebar, left out of its route and id; `false` keeps the digits as written, as VitePress
   * does (`6.x/cli.md` is `/6.x/cli`, not `/x/cli`). `docsgen init` sets `false` in a VitePress project. A parser
   * function of one's own is not taken.
   */
  numberPrefixParser: z.literal(false).optional(),
  /** Show when each page last changed and who changed it, from git (overridden by `last_update` front matter). */
  showLastUpdateTime: z.boolean().default(false),
  showLastUpdateAuthor: z.boolean().default(false),
  /**
   * Docusaurus' option of that name: "Edit this page" of a translated page links the translation's file (`true`)
   * rather than the default locale's (`false`, the default), which is the one writers edit before translations follow.
   */
  editLocalizedFiles: z.boolean().default(false),
  /**
   * Globs, relative to the docs folder (and to each version's and translation's), of the files that are pages:
   * those `include` matches and `exclude` does not. Only `.md` and `.mdx` files are pages, whatever they match.
   */
  include: z
    .array(z.string().min(1))
    .min(1)
    .default(() => [...DEFAULT_DOCS_INCLUDE]),
  exclude: z.array(z.string().min(1)).default(() => [...DEFAULT_DOCS_EXCLUDE]),
};

const docsOptions = z.strictObject(docsOptionsShape);

/** Which files of `src/pages` are pages, by default: Docusaurus' pages plugin `include`. */
export const DEFAULT_PAGES_INCLUDE: readonly string[] = ['**/*.{js,jsx,ts,tsx,md,mdx}'];

/**
 * The site's pages outside the docs (Docusaurus' pages plugin): Markdown, MDX and React components of a folder, each a
 * route of its own without a sidebar (`help.md` → `/help`, `showcase/index.tsx` → `/showcase`). `false`: none.
 */
const pagesOptions = z.strictObject({
  /** The folder of pages, relative to the site folder; a site without it has no pages. */
  path: z.string().min(1).default('src/pages'),
  /** Where pages sit in the site: `/` (the default) or a path such as `/pages`. */
  routeBasePath: routeBasePath.default('/').transform((value) => joinSitePath(value)),
  /** Globs, relative to the pages folder, of the files that are pages (`.md`, `.mdx`, `.js`, `.jsx`, `.ts`, `.tsx`). */
  include: z
    .array(z.string().min(1))
    .min(1)
    .default(() => [...DEFAULT_PAGES_INCLUDE]),
  /** Globs of files that are not pages: by default those whose name or folder starts with `_`, and tests. */
  exclude: z.array(z.string().min(1)).default(() => [...DEFAULT_DOCS_EXCLUDE]),
});

/** The pages options, defaults filled in. */
export type PagesOptions = z.output<typeof pagesOptions>;

/**
 * One entry of `docsInstances`: an `id` (a name for its files and search tags, such as `community`), its folder
 * (`path`, required), its route (default: `/<id>`) and any other key of `docs`.
 */
const docsInstance = z
  .strictObject({
    ...docsOptionsShape,
    id: z.string().regex(/^[A-Za-z0-9][\w-]*$/, 'expected a name of letters, digits, `_` and `-`, such as "community"'),
    path: z.string().min(1),
    routeBasePath: routeBasePath.optional(),
  })
  .transform((instance) => ({ ...instance, routeBasePath: joinSitePath(instance.routeBasePath ?? instance.id) }));

const docsInstances = z
  .array(docsInstance)
  .default([])
  .superRefine((instances, ctx) => {
    const seen = new Set<string>();
    instances.forEach((instance, i) => {
      const problem = instance.id === DEFAULT_DOCS_INSTANCE ? 'default' : seen.has(instance.id) ? 'repeated' : null;
      if (problem) addSchemaCheckIssue(ctx, [i, 'id'], { variant: 'docs-instance-id', id: instance.id, problem }, instance.id);
      seen.add(instance.id);
    });
  });

/** An import as code writes it: a package (`react-native`, `@scope/pkg/sub`), optionally ending in `$` (that import alone). */
export const MODULE_REQUEST = /^(?![./])[^\s\\]+$/;
const moduleRequest = z.string().regex(MODULE_REQUEST, { message: 'expected a package import such as `react-native` or `react-native$`' });
/** What an aliased import becomes: a package, a path inside the site (`./src/shim`), or `false` (an empty module). */
const aliasTarget = z.union([
  z.literal(false),
  z
    .string()
    .regex(/^(?![/\\]|[A-Za-z]:)[^\s\\]+$/, { message: 'expected a package, or a path inside the site starting with `./`' })
    .refine((target) => !target.split('/').includes('..'), { message: 'expected a path inside the site, without `..`' }),
]);
/** A global name a bundle may define (`__DEV__`, `process.env.API`). */
export const GLOBAL_NAME = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;
/** An extension of `bundle.extensions` and `bundle.text` (`.web.js`, `.txt`). */
export const EXTENSION = /^\.[\w-]+(\.[\w-]+)*$/;
/** Extensions the bundle reads as code, styles, data or pages: never plain text. */
const CODE_LIKE_EXTENSIONS = ['.js', '.jsx', '.mjs', '.cjs', '.ts', '.tsx', '.mts', '.cts', '.css', '.scss', '.sass', '.json', '.md', '.mdx'];
/** Whether `ext` may import as text (`bundle.text`): an extension the bundle does not read as code, styles, data or pages. */
export const isTextExtension = (ext: string): boolean => EXTENSION.test(ext) && !CODE_LIKE_EXTENSIONS.includes(ext.toLowerCase());
/** Whether esbuild takes `value` as a defined value: JSON (`false`, `"production"`, `{}`) or a global name (`window`). */
export function isDefineValue(value: string): boolean {
  if (GLOBAL_NAME.test(value)) return true;
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}
const defineValue = z.string().refine(isDefineValue, {
  message: 'expected JSON (`false`, `"text"`, `{}`) or a global name, as the bundler replaces the name with it',
});

export const siteConfigSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().default(''),
  /** Between a page's title and the site's in the tab title ("Cycles | Keel"), as Docusaurus' `titleDelimiter`. */
  titleDelimiter: z.string().min(1).default('|'),
  url: z.url({ message: 'expected an absolute URL such as https://docs.example.com' }),
  baseUrl: z
    .string()
    .refine((value) => !/[?#\\]|:\/\/|^\s*\/\//.test(value), { message: 'expected a path such as "/" or "/docs/", without a host, query or fragment' })
    .default('/')
    .transform(normaliseBaseUrl),
  trailingSlash: z.boolean().optional(),
  favicon: z.string().optional(),
  /** The social card image of every page without its own `image` front matter: a path in the static folder or an absolute URL. */
  image: z.string().trim().min(1).optional(),
  /** The navbar logo: `alt`, `src`, `srcDark` (dark mode), `href`, `width`, `height`. */
  logo: logoSchema.optional(),
  /** CSS files (relative to the site folder) bundled after the theme's style sheet, so their rules win. */
  customCss: customCssSchema,
  /** Brand colours and fonts, written as the theme's CSS custom properties for both colour modes. */
  theme: themeSchema.optional(),
  /** Tags added to every page's head: `{ tagName: 'meta' | 'link' | 'script', attributes }` (scripts need a `src`). */
  head: z.array(headTagSchema).default([]),
  /** Docusaurus' shorthands for head tags: script URLs (or `{ src, … }`) and style sheet URLs (or `{ href, … }`). */
  scripts: scriptsSchema.default([]),
  stylesheets: stylesheetsSchema.default([]),
  outDir: z.string().default('build'),
  /** Files copied to the output root as they are (images, favicon); a missing folder is fine. */
  staticDir: z.string().default('static'),
  i18n: i18nConfig.default({ defaultLocale: 'en', locales: ['en'], localeConfigs: {}, layout: 'docusaurus' }),
  navbar: z
    .strictObject({
      /** The text beside the logo: the site's `title` unless given; `false` for none (the logo alone). */
      title: z.union([z.string(), z.literal(false)]).optional(),
      hideOnScroll: z.boolean().default(false),
      items: z.array(navbarItem).default([]),
    })
    .default({ hideOnScroll: false, items: [] }),
  footer: z
    .strictObject({
      columns: z.array(z.strictObject({ title: z.string(), items: z.array(footerItem) })).default([]),
      copyright: z.string().default(''),
      /** A logo above the copyright, as Docusaurus' `themeConfig.footer.logo`: the navbar logo's keys. */
      logo: logoSchema.optional(),
    })
    .default({ columns: [], copyright: '' }),
  /**
   * How the docs sidebar behaves for the reader, as Docusaurus' `themeConfig.docs.sidebar`: `hideable` adds a button
   * at its foot that hides it (and one that shows it again); `autoCollapseCategories` closes the other categories of
   * a level when the reader opens one.
   */
  sidebar: z
    .strictObject({ hideable: z.boolean().default(false), autoCollapseCategories: z.boolean().default(false) })
    .default({ hideable: false, autoCollapseCategories: false }),
  /** Docusaurus' `themeConfig.tableOfContents`: the heading levels every page's table of contents lists (front matter may say otherwise). */
  tableOfContents: z
    .strictObject({
      minHeadingLevel: z.number().int().min(2).max(6).default(2),
      maxHeadingLevel: z.number().int().min(2).max(6).default(3),
    })
    .refine((levels) => levels.minHeadingLevel <= levels.maxHeadingLevel, { message: 'expected minHeadingLevel to be at most maxHeadingLevel' })
    .default({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
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
  docs: docsOptions.default({
    path: 'docs',
    routeBasePath: asSitePath('/'),
    sidebars: {},
    sidebarCollapsible: true,
    includeCurrentVersion: true,
    versions: {},
    slugifyPaths: false,
    folderPages: 'docusaurus',
    showLastUpdateTime: false,
    showLastUpdateAuthor: false,
    editLocalizedFiles: false,
    include: [...DEFAULT_DOCS_INCLUDE],
    exclude: [...DEFAULT_DOCS_EXCLUDE],
  }),
  /**
   * More docs folders, each built as the docs are, with its own route, sidebars, versions and translations (Docusaurus'
   * docs plugin instances): `{ id, path, routeBasePath, ... }` with the keys of `docs`.
   */
  docsInstances,
  /** Values of the site's own for its components (`useDocusaurusContext().siteConfig.customFields`), as in Docusaurus. */
  customFields: z
    .record(z.string(), z.unknown())
    .superRefine((fields, ctx) => {
      // The fields reach the render threads and the pages as data: a function (or a symbol) cannot be copied there.
      const walk = (value: unknown, path: PropertyKey[], seen: Set<object>): void => {
        if (typeof value === 'function' || typeof value === 'symbol') {
          ctx.addIssue({ code: 'custom', path, message: `expected data (text, numbers, lists, objects), not a ${typeof value}` });
          return;
        }
        if (value === null || typeof value !== 'object' || seen.has(value)) return;
        seen.add(value);
        for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key], seen);
      };
      for (const [key, value] of Object.entries(fields)) walk(value, [key], new Set());
    })
    .default({}),
  /** Pages outside the docs, from `src/pages` (Docusaurus' pages plugin); `false` builds none. */
  pages: z
    .union([z.literal(false), pagesOptions])
    .default({ path: 'src/pages', routeBasePath: asSitePath('/'), include: [...DEFAULT_PAGES_INCLUDE], exclude: [...DEFAULT_DOCS_EXCLUDE] }),
  /**
   * How docs' Markdown is read. `html: 'reject'` makes raw HTML an error; unsafe HTML (scripts…) always is.
   * `format`: which files are MDX (`detect`: `.mdx` files; `mdx`: every file, Docusaurus' default; `md`: none).
   * `mdx: 'safe'` lets MDX use only the theme's components, partials and literal props (for untrusted content).
   * `trust: 'untrusted'` is the one switch for content from anyone (pull-request previews): MDX is `safe` whatever
   * `mdx` says, so no page evaluates anything, and no site component is bundled for pages.
   * The four plugin lists are the site's own remark and rehype plugins, in Docusaurus' shapes (see
   * `markdown/user-plugins.ts` for where each runs).
   * `preprocessor` is Docusaurus' option of that name: a function given `{ filePath, fileContent }` (the absolute
   * path, and the text after the front matter) that returns the text to parse instead.
   * `npm2yarn` does what Docusaurus' `@docusaurus/remark-plugin-npm2yarn` does: a code fence whose meta has the word
   * `npm2yarn` becomes tabs of the npm command and its Yarn, pnpm and Bun forms; `sync` shares the choice across
   * the site (group `npm2yarn`), `converters` picks the tabs after npm. Off by default, as the plugin must be added
   * in Docusaurus; `true` is `{ sync: false, converters: ['yarn', 'pnpm', 'bun'] }`.
   * `admonitions` is Docusaurus' docs option of that name: `keywords` adds admonition kinds (`:::release`), and
   * `extendDefaults: false` makes them the only ones.
   * `math: false` reads no math: `$` is text, as on a Docusaurus site without remark-math (the migration writes it
   * for such sites). `math.macros` are TeX macros every formula may use (KaTeX's `macros` option: `{ '\\RR': '\\mathbb{R}' }`), given
   * to each page afresh, so a `\\gdef` in one page does not reach another.
   * `defaultCodeLanguage` is the language of a code block that names none (Docusaurus' `themeConfig.prism.defaultLanguage`,
   * which `docsgen init` carries): such blocks are highlighted as it. Unset, they stay plain text.
   * `indentedCode: true` reads a block indented by four spaces after a blank line as code in MDX pages too, as MDX 1
   * (Docusaurus 2) did (one right after a JSX line stays part of that element);
   * MDX 3 (Docusaurus 3's) reads it as a paragraph, so it is off by default. Markdown pages always read it as code.
   * `docsgen init` sets it for a Docusaurus 2 site.
   * `missingPlugins` names Markdown plugins the pages were written for that this site does not run (the migration
   * lists those it could not carry): a page that keeps syntax one of them would have handled (a code block's
   * language or meta word, a link's scheme) gets a warning naming them (`markdown-syntax-unhandled`).
   * `syntax: 'vitepress'` also reads VitePress' own Markdown (`::: code-group`, `::: details` without a title,
   * `::: v-pre`, `::: raw`, `<<< @/file` snippets, `<Badge>`, `ts:line-numbers` fences); `docsgen init` sets it in a
   * VitePress project. `syntax: 'starlight'` reads Expressive Code's frames in code blocks (a file-name comment such
   * as `// astro.config.mjs` is the title, `frame="terminal"` or `"none"`, shell blocks drawn as terminals) and starts a
   * page's relative addresses from its folder, where Astro serves it (`/guide/setup/`); `docsgen
   * init` sets it in a Starlight project. Off by default, so that none of it can change what a Docusaurus page means.
   * `frontMatterKeys` are front matter keys of the site's own (read by its components or tools, such as VueUse's
   * `category`): kept for MDX pages as any unknown key is, and not warned of.
   * `pathAliases` maps an address prefix to a folder of the site, for images, linked files and MDX imports (`{ '~/': 'src/' }`
   * reads `~/assets/hero.png` as `src/assets/hero.png`, as a tsconfig `paths` entry does for Astro); `@site/` (the
   * site folder) needs none.
   */
  markdown: z
    .strictObject({
      html: z.enum(['allow', 'reject']).default('allow'),
      format: z.enum(['detect', 'mdx', 'md']).default('detect'),
      mdx: z.enum(['trusted', 'safe']).default('trusted'),
      trust: z.enum(['trusted', 'untrusted']).default('trusted'),
      beforeDefaultRemarkPlugins: pluginList,
      remarkPlugins: pluginList,
      beforeDefaultRehypePlugins: pluginList,
      rehypePlugins: pluginList,
      preprocessor: markdownPreprocessor.optional(),
      npm2yarn: z.union([z.boolean(), npm2yarnOptions]).default(false),
      admonitions: z
        .strictObject({ keywords: z.array(admonitionKeyword).default([]), extendDefaults: z.boolean().default(true) })
        .default({ keywords: [], extendDefaults: true }),
      math: z.union([z.literal(false), z.strictObject({ macros: z.record(z.string().min(1), z.string()).default({}) })]).default({ macros: {} }),
      indentedCode: z.boolean().default(false),
      defaultCodeLanguage: z
        .string()
        .regex(/^[\w+#.-]+$/, { message: 'expected a language name, such as "bash"' })
        .optional(),
      missingPlugins: z.array(z.string().min(1)).default([]),
      syntax: z.enum(['docusaurus', 'vitepress', 'starlight']).default('docusaurus'),
      /**
       * Docusaurus' `markdown.anchors`: `maintainCase` keeps a heading's case in the id made from its text
       * (`#Create-Jira-issue`); `trimHyphens: false` keeps the hyphens VitePress' slugs would take off an id's ends
       * (`## Using get()` is `#Using-get-`), as a VitePress project's own slugify may.
       */
      anchors: z
        .strictObject({ maintainCase: z.boolean().default(false), trimHyphens: z.boolean().default(true) })
        .default({ maintainCase: false, trimHyphens: true }),
      frontMatterKeys: z.array(z.string().min(1)).default([]),
      pathAliases: z
        .record(
          z.string().regex(/^[^./][^/]*\/$/, { message: 'expected a prefix ending in "/", such as "~/"' }),
          z.string().refine((folder) => !/^(\/|\.\.(\/|$))/.test(folder), { message: 'expected a folder inside the site, such as "src/"' }),
        )
        .default({}),
    })
    .default({
      html: 'allow',
      format: 'detect',
      mdx: 'trusted',
      trust: 'trusted',
      beforeDefaultRemarkPlugins: [],
      remarkPlugins: [],
      beforeDefaultRehypePlugins: [],
      rehypePlugins: [],
      npm2yarn: false,
      admonitions: { keywords: [], extendDefaults: true },
      math: { macros: {} },
      indentedCode: false,
      missingPlugins: [],
      syntax: 'docusaurus',
      anchors: { maintainCase: false, trimHyphens: true },
      frontMatterKeys: [],
      pathAliases: {},
    }),
  /**
   * What the bundler of the site's own modules (the components, pages and theme modules MDX pages import) does
   * besides docsgen's defaults: what a Docusaurus plugin's `configureWebpack` gives webpack, which `docsgen init`
   * carries. `alias` and `fallback` map an import to a package or a path inside the site (`./src/shim`), or to an
   * empty module (`false`), with webpack's conventions: `'x$'` matches `x` alone, `'x'` matches `x` and `x/...`;
   * a fallback is used only when the import resolves to nothing otherwise (a Node built-in in the browser).
   * `define` replaces a global name with a JSON value or another name (`{ __DEV__: 'false' }`), `extensions` are
   * tried before docsgen's own (`.web.js`), and files with a `text` extension import as their text.
   */
  bundle: z
    .strictObject({
      alias: z.record(moduleRequest, aliasTarget).default({}),
      fallback: z.record(moduleRequest, aliasTarget).default({}),
      define: z.record(z.string().regex(GLOBAL_NAME, { message: 'expected a global name such as `__DEV__` or `process.env.API`' }), defineValue).default({}),
      extensions: z.array(z.string().regex(EXTENSION, { message: 'expected an extension such as `.web.js`' })).default([]),
      text: z
        .array(
          z.string().regex(EXTENSION, { message: 'expected an extension such as `.txt`' }).refine(isTextExtension, {
            message: 'expected an extension docsgen does not read itself (not code, styles, JSON or Markdown)',
          }),
        )
        .default([]),
    })
    .default({ alias: {}, fallback: {}, define: {}, extensions: [], text: [] }),
  sitemap: z
    .strictObject({
      changefreq: z.enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']).default('weekly'),
      priority: z.number().min(0).max(1).default(0.5),
      ignorePatterns: z.array(z.string()).default(['/tags/**']),
    })
    .default({ changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/tags/**'] }),
  /**
   * The blog (Docusaurus' blog plugin options, see `blog-options.ts`). Absent: a blog is built when the site has a
   * `blog/` folder; `false`: no blog; an object: a blog from its `path` (default `blog`), which must exist.
   */
  blog: z.union([z.literal(false), blogOptionsSchema]).optional(),
  /** `llms.txt`, `llms-full.txt` and every page's Markdown at `<route>.md`, for agents. */
  llms: z.boolean().default(true),
  /**
   * Pages that send readers on, as Docusaurus' client-redirects plugin writes them: each `from` path gets a page
   * that forwards to `to` (a path of the site, checked as a link, or another site's address).
   */
  redirects: z
    .array(
      z.strictObject({
        from: z.union([redirectFrom, z.array(redirectFrom).min(1)]),
        // A page's refresh and link may lead to the site or to the web, never run a `javascript:` address.
        to: z
          .string()
          .min(1)
          .refine((to) => !/^[a-z][a-z\d+.-]*:/i.test(to) || /^https?:\/\//i.test(to), 'expected a path of the site or an http(s) address'),
      }),
    )
    .default([]),
  /** Redirects made from the pages' paths, as Docusaurus' `createRedirects`: each page's path in, the paths that forward to it out. */
  createRedirects: z.custom<CreateRedirects>((value) => typeof value === 'function', { message: 'expected a function' }).optional(),
  /** Local search is on by default; `false` turns search off. */
  search: z.union([z.literal(false), searchConfig]).optional(),
  analytics: z.strictObject({ trackingId: z.string().min(1), anonymizeIp: z.boolean().default(true) }).optional(),
  /**
   * Paths of the site that something else serves beside docsgen's pages (an app at `/playground`, another tool's
   * pages), as globs (`/playground/**`): links to them are not broken.
   */
  servedElsewhere: z
    .array(z.string().regex(/^\/(?!\/)/, { message: 'expected a path of the site, starting with one `/`, such as `/playground/**`' }))
    .default([]),
  onBrokenLinks: policy.default('throw'),
  onBrokenMarkdownLinks: policy.default('warn'),
  onBrokenAnchors: policy.default('warn'),
});

/** The options of one docs folder, defaults filled in: the `docs` key, or an entry of `docsInstances` less its `id`. */
export type DocsOptions = ParsedConfig['docs'];
/** An entry of `docsInstances`, defaults filled in. */
export type DocsInstanceConfig = ParsedConfig['docsInstances'][number];

/** What an author writes in site.config.ts (defaults may be left out). */
export type UserConfig = z.input<typeof siteConfigSchema>;
type ParsedConfig = z.output<typeof siteConfigSchema>;
/** Search settings once defaults are derived: the index name is always known. */
export type SearchConfig = Exclude<ParsedConfig['search'], false | undefined> & { indexName: string };
/** The validated configuration with every default filled in; `search` is absent when search is off. */
export type SiteConfig = Omit<ParsedConfig, 'search'> & { search?: SearchConfig };

/** What MDX pages may run on this site: `safe` (nothing) when the content is untrusted or `markdown.mdx` says so. */
export function mdxPolicyOf(config: Pick<SiteConfig, 'markdown'>): 'trusted' | 'safe' {
  return config.markdown.trust === 'untrusted' ? 'safe' : config.markdown.mdx;
}

/** How npm2yarn fences become tabs on this site, or null when `markdown.npm2yarn` is off. */
export function npm2yarnOf(config: Pick<SiteConfig, 'markdown'>): { sync: boolean; converters: Npm2yarnConverter[] } | null {
  const option = config.markdown.npm2yarn;
  if (option === false) return null;
  return option === true ? { sync: false, converters: ['yarn', 'pnpm', 'bun'] } : option;
}

/** `My Docs!` → `my-docs`: an index name from the title, when the config names none. */
export function indexNameOf(title: string): string {
  return (
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'docs'
  );
}

/** Defaults that depend on other keys: local search unless `search: false`, its index named after the title. */
export function withDerivedDefaults(parsed: ParsedConfig): SiteConfig {
  const { search, ...configured } = parsed;
  // A folder `bundle.alias` names is a path alias too (the site's own `markdown.pathAliases` first).
  const folders = Object.entries(folderAliasesOf(configured.bundle.alias)).filter(([prefix]) => !(prefix in configured.markdown.pathAliases));
  const rest = folders.length
    ? { ...configured, markdown: { ...configured.markdown, pathAliases: { ...configured.markdown.pathAliases, ...Object.fromEntries(folders) } } }
    : configured;
  if (search === false) return rest;
  const given = search ?? { provider: 'local' as const, contextualSearch: true, insights: false, synonyms: [] };
  return { ...rest, search: { ...given, indexName: given.indexName ?? indexNameOf(parsed.title) } };
}
