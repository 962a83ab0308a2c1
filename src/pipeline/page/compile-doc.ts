/**
 * Page stage 1, compiling a doc: its Markdown or MDX body (`compileMarkdown`), a landing page's hero and cards, and
 * its `image:` front matter, with everything they collect — table of contents, heading ids, search sections, links to
 * check, files to copy and problems found — in one `CompiledDoc`. Reads only the local files a page names (through
 * the site's file lookup) and the partials an MDX page imports. Decides nothing about the page around the content
 * (title, sidebar, navigation), makes no search records and renders no page HTML.
 */
import type { MdxDocOfPage, MdxSiteConfig } from '../../../core/mdx.js';
import { mdxDocsData, mdxSiteOf } from '../../../core/mdx-site.js';
import { asSitePath, withBase } from '../../../core/urls.js';
import type { Doc } from '../../content/docs.js';
import type { ExcerptSource } from '../../content/blog-page.js';
import { summariseBody } from '../../content/excerpt.js';
import { createFileContext, type FileLookup } from '../../markdown/context.js';
import { compileMarkdown, type CompiledMarkdown, type MdxSiteInput } from '../../markdown/compile.js';
import { extensionsFor } from '../../markdown/extensions.js';
import { resolveLocalFile } from '../../markdown/images.js';
import { MDX_COMPONENTS_KEY } from '../../markdown/mdx/modules.js';
import { builtInTheme } from '../../render/theme-module.js';
import { categoryCards } from '../../sidebar/doc-cards.js';
import type { SidebarNode } from '../../sidebar/resolve.js';
import { siteFileLookup } from '../asset-files.js';
import { landingPage, type LandingPage } from '../landing-page.js';
import { recordingLookup, recordText, type PageReads } from '../page-reads.js';
import type { SitePlan, VariantPlan } from '../plan.js';
import { readSiteText } from '../site-text.js';
import { mdxGlobals, siteLoadFailure, siteModules } from '../site-modules.js';
import { docusaurusPresetsOf } from './docusaurus-presets.js';
import type { RenderEnv } from './render-env.js';
import { componentPageAnchors, componentPageLinks } from './component-links.js';

/** A doc's content, compiled. */
export interface CompiledDoc {
  /**
   * The body as `compileMarkdown` returns it, with the links, copies and problems of the landing hero and cards and
   * of the `image:` front matter added after the body's own (so they are checked, copied and reported alike).
   */
  body: CompiledMarkdown;
  /** A landing page's hero and cards (null for other pages). */
  landing: LandingPage | null;
  /** The `image:` front matter as a site path (a file beside the page becomes its hashed copy), else as written. */
  image: string | undefined;
  /** Site modules and packages the site's remark plugins imported into the page, by key (bundled or not). */
  pluginImports?: Map<string, 'site' | 'package'>;
}

/** The optional Markdown stages the pages need (math, MDX), to load before rendering: of every doc, or of those given. */
export function markdownExtensionsOf(plan: SitePlan, docs: readonly Doc[] = plan.docs): { math: boolean; mdx: boolean; emoji: boolean } {
  // VitePress' `:tada:` shortcodes: read (and their table loaded) only on a site of its syntax.
  const need = extensionsFor(
    docs.map((doc) => ({ text: doc.body, mdx: doc.format === 'mdx' })),
    plan.config.markdown.syntax === 'vitepress',
  );
  // `markdown.math: false`: KaTeX is not even loaded.
  return plan.config.markdown.math === false ? { ...need, math: false } : need;
}

const mdxSites = new WeakMap<VariantPlan, MdxSiteConfig>();

/**
 * What the runtime modules tell a variant's components (`useDocusaurusContext`, `useGlobalData`, the docs
 * plugin's hooks, `translate`): made once per variant, with the docs of every version in its locale.
 */
function mdxSiteOfVariant(variant: VariantPlan, plan: SitePlan): MdxSiteConfig {
  let made = mdxSites.get(variant);
  if (!made) {
    const docsOf = (instance: string) => (version: string) => {
      const other = plan.variants.find((v) => v.locale === variant.locale && v.instance === instance && v.version.name === version);
      return (other?.docs ?? [])
        .filter((doc) => !doc.page)
        .map((doc) => {
          const sidebar = other!.sidebarOfDoc.get(doc.id);
          const path = withBase(variant.site.baseUrl, asSitePath(doc.route));
          return { id: doc.id, path, ...(sidebar ? { sidebar } : {}), title: doc.title, description: doc.description };
        });
    };
    // On a site with several docs instances, each one's data, from a variant of it in the page's locale.
    const instances = [...new Set(plan.variants.map((v) => v.instance))];
    const docsInstances =
      instances.length > 1
        ? Object.fromEntries(
            instances.flatMap((instance) => {
              const other = plan.variants.find((v) => v.instance === instance && v.locale === variant.locale);
              return other ? [[instance, mdxDocsData(other.site, docsOf(instance))]] : [];
            }),
          )
        : undefined;
    made = {
      ...mdxSiteOf(variant.site, { docsOf: docsOf(variant.instance), translations: variant.translations, ...(docsInstances ? { docsInstances } : {}) }),
      ...(Object.keys(variant.config.customFields).length ? { customFields: variant.config.customFields } : {}),
      presets: docusaurusPresetsOf(variant.config),
    };
    mdxSites.set(variant, made);
  }
  return made;
}

/** What an MDX page can import and read: the site's modules, its partials, its sidebar category's cards. */
async function mdxInput(
  doc: Doc,
  env: RenderEnv,
  variant: VariantPlan,
  nodes: readonly SidebarNode[] | undefined,
  reads: PageReads | undefined,
  pluginImports?: Map<string, 'site' | 'package'>,
): Promise<MdxSiteInput> {
  const root = env.root;
  const { config } = variant;
  const readText = (sitePath: string) => (root ? readSiteText(root, sitePath, config.docs.path) : null);
  const theme = env.theme ?? builtInTheme;
  const site = await siteModules(env.components, theme);
  const loadFailure = siteLoadFailure(site);
  // YAML's dates are `Date` objects in Docusaurus' front matter (Bitwarden's ADR table calls `toISOString()`).
  const dates = Object.entries(doc.yamlDates ?? {}).map(([key, iso]) => [key, new Date(iso)] as const);
  const frontMatter = doc.frontMatter ? { ...doc.frontMatter, ...doc.ownFrontMatter, ...Object.fromEntries(dates) } : undefined;
  return {
    site,
    globals: mdxGlobals(theme, site),
    ...(env.components?.failed.includes(MDX_COMPONENTS_KEY) ? { globalsFailed: true } : {}),
    ...(loadFailure && env.components?.keys.includes(MDX_COMPONENTS_KEY) ? { globalsLoadFailure: loadFailure } : {}),
    readText: reads ? (sitePath) => recordText(reads, sitePath, readText(sitePath)) : readText,
    categoryCards: nodes ? categoryCards(nodes, doc.id, variant.docsById, variant.site.baseUrl) : [],
    siteConfig: mdxSiteOfVariant(variant, env.plan),
    ...(frontMatter ? { frontMatter } : {}),
    ...(pluginImports ? { pluginImports } : {}),
    ...(isDocPage(doc) ? { doc: docOfPage(doc, variant, frontMatter ?? {}) } : {}),
  };
}

/**
 * A page of the docs folder: not a landing page, a page of `src/pages`, a blog page, one docsgen generates, nor the
 * stand-in a blog post's excerpt compiles as (a file and a path, no id or body).
 */
const isDocPage = (doc: Doc) => !doc.landing && !doc.page && !doc.blog && Boolean(doc.sourcePath) && typeof doc.id === 'string' && typeof doc.body === 'string';

/** What `useDoc()` gives a component on this page: Docusaurus' `metadata` and `frontMatter`, as docsgen knows them. */
function docOfPage(doc: Doc, variant: VariantPlan, frontMatter: Record<string, unknown>): MdxDocOfPage {
  const editUrl = variant.editUrls.get(doc.id);
  // The body's own `#` heading at its top, past MDX imports (Docusaurus' `contentTitle`), as the read found it.
  const contentTitle = summariseBody(doc.body).contentTitle ?? undefined;
  return {
    metadata: {
      id: doc.id,
      title: doc.title,
      description: doc.description,
      source: `@site/${doc.file}`,
      permalink: withBase(variant.site.baseUrl, doc.route),
      ...(editUrl ? { editUrl } : {}),
      version: variant.version.name,
      ...(doc.position !== null ? { sidebarPosition: doc.position } : {}),
      frontMatter,
      // Not given: the tag pages' addresses are the plan's, which a page's render does not hold.
      tags: [],
      unlisted: doc.unlisted,
    },
    frontMatter,
    ...(contentTitle !== undefined ? { contentTitle } : {}),
  };
}

/** A file context of the page with line offset 0, its relative addresses starting where its body's do (`linkBaseOf`). */
function pageFileContext(doc: Doc, variant: VariantPlan, files: FileLookup | undefined) {
  const linkBase = linkBaseOf(doc, variant);
  return createFileContext(variant.linkContext, {
    file: doc.file,
    sourcePath: doc.sourcePath || null,
    route: doc.route,
    lineOffset: 0,
    files,
    ...(linkBase ? { linkBase } : {}),
  });
}

/**
 * A landing page's hero and cards (null for other pages), its links, copies and problems added to `compiled` as the
 * body's are, so that they are checked, copied and reported alike.
 */
function landingOf(doc: Doc, variant: VariantPlan, files: FileLookup | undefined, compiled: CompiledMarkdown): LandingPage | null {
  if (!doc.landing) return null;
  // Its buttons' and cards' relative links start where the body's do (`./guide/start` on VitePress' `ko/index.md`
  // leads into `/ko/`, not next to it).
  const ctx = pageFileContext(doc, variant, files);
  const landing = landingPage(doc, doc.landing, variant.site, ctx);
  compiled.links.push(...ctx.links);
  compiled.diagnostics.push(...ctx.diagnostics);
  for (const asset of ctx.assets) if (!compiled.assets.some((a) => a.output === asset.output)) compiled.assets.push(asset);
  return landing;
}

/**
 * The page's `image:` front matter as a site path: a file beside the page becomes its hashed copy, a static-folder
 * path is checked. Problems go to `compiled` (reported at the front matter's first line).
 */
function frontMatterImage(doc: Doc, variant: VariantPlan, files: FileLookup | undefined, compiled: CompiledMarkdown): string | undefined {
  const image = doc.frontMatter.image;
  if (!image || !files) return image;
  const ctx = pageFileContext(doc, variant, files);
  const file = resolveLocalFile(ctx, image, 'image', { position: { start: { line: 1, column: 1 } } });
  compiled.diagnostics.push(...ctx.diagnostics);
  for (const asset of ctx.assets) if (!compiled.assets.some((a) => a.output === asset.output)) compiled.assets.push(asset);
  return file === null || file === 'missing' ? image : file.sitePath;
}

/**
 * Where the doc's relative addresses start when that is not its route: its route with a `/` on a site that writes
 * `trailingSlash: true` (Docusaurus then serves every page at `/guide/intro/`, and `../setup` in it is
 * `/guide/setup`), or its folder's for its folder's own page (`servedAtFolder`). docsgen serves `/guide/intro`,
 * with the address made absolute. A blog post's Markdown file links start in the blog folder; its addresses from its
 * route, with a `/` under `trailingSlash: true` (Docusaurus serves `/blog/launch/`, where `../authors/maya/` is
 * `/blog/authors/maya`), as do its excerpt's on a list page.
 */
function linkBaseOf(doc: Doc, variant: VariantPlan): string | undefined {
  if (doc.blog) return postLinkBase(doc.route, variant);
  if (doc.route === '/') return undefined;
  return variant.config.trailingSlash === true || servedAtFolder(doc, variant) ? `${doc.route}/` : undefined;
}

/** Where a blog post's (or its excerpt's) relative addresses start when that is not its route (`linkBaseOf`). */
function postLinkBase(route: string, variant: VariantPlan): string | undefined {
  return variant.config.trailingSlash === true && route !== '/' ? `${route}/` : undefined;
}

/**
 * Whether the doc is its folder's own page (`guide/index.md`, no slug of its own, or one ending in `/`) on a site that
 * does not write `trailingSlash: false`: Docusaurus then serves it at `/guide/`, as VitePress always does, so a
 * relative address in it (`./setup`) leads into the folder. Astro serves every page at its folder (Starlight's
 * `guide/setup.md` at `/guide/setup/`), so on a site of Starlight's syntax every page is (`../install/` from it is
 * `/guide/install`). docsgen serves it at `/guide`, with the address made absolute.
 */
function servedAtFolder(doc: Doc, variant: VariantPlan): boolean {
  if (doc.blog || doc.route === '/' || variant.config.trailingSlash === false) return false;
  if (variant.config.markdown.syntax === 'starlight') return true;
  if (!doc.categoryIndex) return false;
  const slug = doc.frontMatter.slug;
  return slug === undefined || slug.endsWith('/');
}

/** Compiles one doc; `reads` (for the render cache) receives every site file and partial the page reads. */
export async function compileDoc(doc: Doc, env: RenderEnv, reads?: PageReads): Promise<CompiledDoc> {
  const variant = env.plan.variants[doc.variant]!;
  const lookup = env.root ? siteFileLookup(env.root, variant.config.staticDir, variant.config.docs.path) : undefined;
  const files = lookup && reads ? recordingLookup(lookup, reads) : lookup;
  const format = doc.format;
  const root = env.root;
  const readText = root ? (sitePath: string) => readSiteText(root, sitePath, variant.config.docs.path) : undefined;
  // An MDX page's category cards come from its sidebar, which a landing page has though it does not show it.
  const sidebarName = variant.sidebarOfDoc.get(doc.id);
  const pluginImports = new Map<string, 'site' | 'package'>();
  const linkBase = linkBaseOf(doc, variant);
  const body = await compileMarkdown({
    format,
    // A React page's body is docsgen's, not Markdown the site wrote.
    ...(doc.page === 'component' ? { sitePlugins: false as const } : {}),
    ...(format === 'mdx' ? { mdx: await mdxInput(doc, env, variant, sidebarName ? variant.sidebars.get(sidebarName) : undefined, reads, pluginImports) } : {}),
    files,
    ...(readText ? { readText: reads ? (sitePath: string) => recordText(reads, sitePath, readText(sitePath)) : readText } : {}),
    markdown: doc.body,
    // A blog post's relative links resolve in the blog folder.
    site: doc.blog ? (variant.blogLinkContext ?? variant.linkContext) : variant.linkContext,
    file: doc.file,
    sourcePath: doc.sourcePath || null,
    route: doc.route,
    ...(linkBase ? { linkBase } : {}),
    lineOffset: doc.bodyLineOffset,
    // `hide_title` drops the heading the page would get from its title (a `#` heading written in the body stays);
    // a landing page's heading is its hero's; a page of the pages folder shows what its body says (as in Docusaurus);
    // a blog page's is drawn by the theme.
    title: doc.frontMatter.hide_title || doc.landing || doc.page || doc.blog ? undefined : doc.title,
    // VitePress' `{{ $frontmatter.key }}` reads any key of the page's, the site's own ones too.
    frontMatter: { ...doc.frontMatter, ...doc.ownFrontMatter },
    ...(doc.blog?.kind === 'post' && doc.blog.dropContentTitle ? { dropContentTitle: true } : {}),
    theme: env.theme,
    searchSections: Boolean(variant.config.search),
  });
  // In this order: the hero's and cards' links, copies and problems follow the body's, the image's come last.
  const landing = landingOf(doc, variant, files, body);
  // A React page's links are in what it renders: read back from its HTML, located in its source.
  if (doc.page === 'component' && body.bodyHtml) {
    const source = readText ? (reads ? recordText(reads, doc.file, readText(doc.file)) : readText(doc.file)) : null;
    body.links.push(...componentPageLinks(body.bodyHtml, variant.site.baseUrl, source));
    for (const id of componentPageAnchors(body.bodyHtml)) body.headingIds.add(id);
  }
  const image = frontMatterImage(doc, variant, files, body);
  return { body, landing, image, pluginImports };
}

/**
 * A blog list entry's excerpt, compiled as its post's body is (the post's file, folder and format, the blog's link
 * rules), for the list page that shows it: its HTML, and the images and files it needs copied. Its links and
 * problems are the post's own, checked and reported with the post, so they are not returned again.
 */
export async function compileExcerpt(
  source: ExcerptSource,
  env: RenderEnv,
  variant: VariantPlan,
  reads?: PageReads,
): Promise<{ html: string; assets: CompiledMarkdown['assets'] }> {
  const lookup = env.root ? siteFileLookup(env.root, variant.config.staticDir, variant.config.docs.path) : undefined;
  const files = lookup && reads ? recordingLookup(lookup, reads) : lookup;
  const root = env.root;
  const readText = root ? (sitePath: string) => readSiteText(root, sitePath, variant.config.docs.path) : undefined;
  const excerptDoc = { file: source.file, sourcePath: source.sourcePath } as Doc;
  const body = await compileMarkdown({
    format: source.format,
    ...(source.format === 'mdx' ? { mdx: await mdxInput(excerptDoc, env, variant, undefined, reads) } : {}),
    files,
    ...(readText ? { readText: reads ? (sitePath: string) => recordText(reads, sitePath, readText(sitePath)) : readText } : {}),
    markdown: source.markdown,
    site: variant.blogLinkContext ?? variant.linkContext,
    file: source.file,
    sourcePath: source.sourcePath,
    route: source.route,
    ...(postLinkBase(source.route, variant) ? { linkBase: postLinkBase(source.route, variant) } : {}),
    lineOffset: source.lineOffset,
    title: undefined,
    dropContentTitle: source.dropContentTitle,
    theme: env.theme,
    searchSections: false,
  });
  return { html: body.bodyHtml, assets: body.assets };
}
