/**
 * The settings of a Starlight project's running config beyond its pages and chrome, for `docsgen init`: Starlight's
 * `head` tags (the `meta`, `link` and `script src` tags docsgen's `head` takes; VitePress' `head` too), Astro's `trailingSlash` (`never` is
 * docsgen's `trailingSlash: false`, `always` its `true`; `ignore`, Astro's default, is docsgen's default), Astro's `markdown.remarkPlugins` and `rehypePlugins`, and those of Astro 7's
 * `markdown.processor: unified({ remarkPlugins, rehypePlugins })` (named, as `markdown.missingPlugins`) and
 * Starlight's `plugins` (starlight-blog's options carried as docsgen's blog, `starlight-blog.ts`). What docsgen has no place for is listed in words, never
 * dropped unsaid. Pure: reads no files and runs nothing; the caller hands it the config as it ran.
 */
import { headTagSchema } from '../config/head-tags.js';
import { Opaque } from '../migrate/evaluation-protocol.js';
import { isRecord } from '../util/is-record.js';
import { starlightBlog, type StarlightBlog } from './starlight-blog.js';

/** A head tag as site.config.ts writes it (docsgen's schema checks it again when the config loads). */
export interface HeadTagText {
  tagName: string;
  attributes: Record<string, string | number | boolean>;
}

export interface AstroSettings {
  /** Starlight's `head` tags docsgen's `head` takes. */
  head: HeadTagText[];
  /** Astro's `trailingSlash: 'never'` (docsgen's `trailingSlash: false`) or `'always'` (docsgen's `true`). */
  trailingSlash?: boolean;
  /** Astro's remark and rehype plugins, which docsgen does not run: their packages, and what is left out in words. */
  markdownPlugins?: { packages: string[]; leftOut: string[] };
  /** starlight-blog's options, carried as docsgen's blog (`starlight-blog.ts`). */
  blog?: StarlightBlog;
  /** What is not carried, in words. */
  leftOut: string[];
}

/** Math is docsgen's own (`markdown.math`, which init sets when the project reads it): these plugins are not missing. */
const MATH_PLUGINS = new Set(['remark-math', 'rehype-katex', 'rehype-mathjax']);

/**
 * The package a value of the config came from (a plugin function, a stand-in's result, a plugin whose options are
 * read: `{ integration, options }`), or its own `name`.
 */
function nameOf(value: unknown): string | null {
  if (value instanceof Opaque) {
    if (value.origin?.from === 'package') return value.origin.module;
    if (value.kind === 'package' && value.source) return value.source;
    return value.name ?? null;
  }
  if (isRecord(value) && typeof value.integration === 'string' && value.integration) return value.integration;
  return isRecord(value) && typeof value.name === 'string' && value.name ? value.name : null;
}

/**
 * What Starlight plugins that make pages of their own leave behind without them, said besides the plugin's name: a
 * site that uses one would otherwise find pages missing, or made without their chrome, with no word of why.
 */
const PAGE_PLUGINS: Readonly<Record<string, string>> = {
  // Only when its options could not be read (what is left out of the blog carried from them is said by starlight-blog.ts).
  'starlight-blog':
    "its posts (under the docs' `blog/` folder) are built as doc pages, without their dates, authors, post lists, tag and author pages or feed: its options could not be read",
  'starlight-openapi': 'the pages it generates from OpenAPI documents are not built',
  'starlight-typedoc': 'the API pages it generates with TypeDoc are not built unless TypeDoc has written them into the docs folder',
};

/** Starlight's `head` entries (`{ tag, attrs, content }`) as docsgen's tags; the others listed. */
export function headTags(head: unknown, leftOut: string[]): HeadTagText[] {
  if (!Array.isArray(head)) return [];
  const tags: HeadTagText[] = [];
  for (const entry of head) {
    const tag = isRecord(entry) && typeof entry.tag === 'string' ? entry.tag : null;
    const attrs = isRecord(entry) && isRecord(entry.attrs) && !(entry.attrs instanceof Opaque) ? entry.attrs : {};
    const attributes = Object.fromEntries(
      Object.entries(attrs).filter((pair): pair is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof pair[1])),
    );
    const content = isRecord(entry) && typeof entry.content === 'string' ? entry.content : '';
    const candidate = { tagName: tag ?? '', attributes, ...(content.trim() ? { innerHTML: content } : {}) };
    if (tag && Object.keys(attributes).length === Object.keys(attrs).length && headTagSchema.safeParse(candidate).success) {
      tags.push({ tagName: tag.toLowerCase(), attributes });
    } else {
      const described = tag ? `<${tag}${attributes.name || attributes.property ? ` ${String(attributes.name ?? attributes.property)}` : ''}>` : 'an entry';
      leftOut.push(
        `head: ${described} (docsgen's \`head\` takes \`meta\`, \`link\` and \`script\` tags with a \`src\`, without inline code or event handlers)`,
      );
    }
  }
  return tags;
}

/** VitePress' `head` entries (`[tag, attrs]`, `[tag, attrs, content]`) as docsgen's tags; the others listed. */
export function vitePressHeadTags(head: unknown, leftOut: string[]): HeadTagText[] {
  if (!Array.isArray(head)) return [];
  const entries = head.map((entry: unknown) =>
    Array.isArray(entry) ? { tag: entry[0] as unknown, attrs: entry[1] ?? {}, ...(entry[2] !== undefined ? { content: entry[2] as unknown } : {}) } : entry,
  );
  return headTags(entries, leftOut);
}

/** A plain object's member, or undefined (a stand-in's members are no values of the config). */
const plainMember = (value: unknown, key: string): unknown => (isRecord(value) && !(value instanceof Opaque) ? value[key] : undefined);

/**
 * Astro's remark and rehype plugins, each a function or `[function, options]`, by package; math's are docsgen's own.
 * Astro 7 also takes them in `markdown.processor`, which `unified({ remarkPlugins, rehypePlugins })` of
 * `@astrojs/markdown-remark` makes: an object whose `options` hold the lists.
 */
function markdownPlugins(markdown: unknown, imports: readonly string[]): AstroSettings['markdownPlugins'] {
  const packages = new Set<string>();
  const leftOut: string[] = [];
  const processor = plainMember(markdown, 'processor');
  const processorOptions = plainMember(processor, 'options');
  const lists = (['remarkPlugins', 'rehypePlugins'] as const).flatMap((key) => [
    { key, where: `markdown.${key}`, list: plainMember(markdown, key) },
    { key, where: `markdown.processor's ${key}`, list: plainMember(processorOptions, key) },
  ]);
  for (const { key, where, list } of lists) {
    if (!Array.isArray(list) || !list.length) continue;
    const names = list.map((entry) => nameOf(Array.isArray(entry) ? entry[0] : entry));
    // A plugin defined in the config itself has no package: the config's imports of that kind name the rest.
    const kind = key === 'remarkPlugins' ? 'remark' : 'rehype';
    const named = names.some((name) => name === null) ? [...names, ...imports.filter((name) => new RegExp(`(^|/)${kind}-`).test(name))] : names;
    const missing = [...new Set(named.filter((name): name is string => name !== null && !MATH_PLUGINS.has(name)))];
    const others = names.filter((name) => name === null).length;
    if (!missing.length && !others) continue;
    for (const name of missing) packages.add(name);
    leftOut.push(`${where} (${[...missing, ...(others && !missing.length ? [`${others} of the config's own`] : [])].join(', ')})`);
  }
  // A processor the run could not make (its package not installed): the config's imports name its plugins.
  if (processor instanceof Opaque) {
    const named = imports.filter((name) => /(^|\/)(remark|rehype)-/.test(name) && !MATH_PLUGINS.has(name));
    for (const name of named) packages.add(name);
    leftOut.push(
      `markdown.processor (${named.length ? named.join(', ') : "its plugins could not be read: install the project's packages, then run init again"})`,
    );
  }
  return leftOut.length ? { packages: [...packages], leftOut } : undefined;
}

/**
 * Starlight's `expressiveCode` options, in words: docsgen draws code blocks itself (their frames, titles and markers
 * as `markdown.syntax: 'starlight'` reads them), so Expressive Code's plugins (collapsible sections, line numbers…)
 * and its other settings (themes, style overrides, default props) are not read.
 */
function expressiveCodeLeftOut(value: unknown, leftOut: string[]): void {
  if (!isRecord(value) || value instanceof Opaque) return;
  const plugins = Array.isArray(value.plugins) ? value.plugins : [];
  if (plugins.length) {
    const names = plugins.map((plugin) => nameOf(plugin) ?? "one of the config's own");
    leftOut.push(`expressiveCode.plugins (${names.join(', ')}): docsgen draws code blocks itself; what they add (the fence words they read) is not there`);
  }
  const others = Object.keys(value).filter((key) => key !== 'plugins');
  if (others.length) {
    leftOut.push(
      `expressiveCode's ${others.map((key) => `\`${key}\``).join(', ')}: docsgen draws code blocks with its theme's colours, and reads none of these`,
    );
  }
}

/** The language of Starlight's default locale (its root locale's, or the one `defaultLocale` names), `en` without locales. */
function defaultLang(options: unknown): string {
  const locales = plainMember(options, 'locales');
  const code = plainMember(options, 'defaultLocale');
  const entry = plainMember(locales, 'root') ?? (typeof code === 'string' ? plainMember(locales, code) : undefined);
  const lang = plainMember(entry, 'lang');
  return typeof lang === 'string' && lang ? lang : typeof code === 'string' && code !== 'root' ? code : 'en';
}

/** Whether Starlight's options name a locale besides the default one. */
const translated = (options: unknown) => {
  const locales = plainMember(options, 'locales');
  return isRecord(locales) && !(locales instanceof Opaque) && Object.keys(locales).length > 1;
};

/** The folder of each locale besides the default one (Starlight's key of it), by its language (`lang`, else the key). */
function localeFoldersByLang(options: unknown): Record<string, string> {
  const locales = plainMember(options, 'locales');
  if (!isRecord(locales) || locales instanceof Opaque) return {};
  const code = plainMember(options, 'defaultLocale');
  const folders: Record<string, string> = {};
  for (const [key, entry] of Object.entries(locales)) {
    if (key === 'root' || key === code) continue;
    const lang = plainMember(entry, 'lang');
    folders[typeof lang === 'string' && lang ? lang : key] = key;
  }
  return folders;
}

/**
 * The settings from Astro's config and Starlight's options; `imports` are the packages the config's text imports,
 * which name plugins the run could not.
 */
export function astroSettings(config: unknown, options: unknown, imports: readonly string[]): AstroSettings {
  const leftOut: string[] = [];
  const head = headTags(isRecord(options) ? options.head : undefined, leftOut);
  const slash = isRecord(config) ? config.trailingSlash : undefined;
  const plugins = isRecord(options) && Array.isArray(options.plugins) ? options.plugins : [];
  // starlight-blog's options become docsgen's blog: the first call's (a second instance is said left out).
  const blogPlugins = plugins.filter((plugin) => nameOf(plugin) === 'starlight-blog' && isRecord(plugin) && !(plugin instanceof Opaque));
  const blog = blogPlugins.length
    ? starlightBlog(
        plainMember(blogPlugins[0], 'options'),
        isRecord(config) ? config.site : undefined,
        defaultLang(options),
        translated(options),
        localeFoldersByLang(options),
      )
    : undefined;
  const others = plugins.filter((plugin) => !blogPlugins.includes(plugin));
  if (others.length) {
    const names = others.map((plugin) => nameOf(plugin) ?? "one of the config's own");
    leftOut.push(`Starlight's plugins (${names.join(', ')}): docsgen runs none; what they add to pages or the theme is not there`);
  }
  const named = new Set(plugins.map((plugin) => nameOf(plugin) ?? ''));
  for (const name of named) if (Object.hasOwn(PAGE_PLUGINS, name) && !(blog && name === 'starlight-blog')) leftOut.push(`${name}: ${PAGE_PLUGINS[name]}`);
  if (blog) leftOut.push(...blog.leftOut.map((item) => `starlight-blog: ${item}`));
  if (blogPlugins.length > 1) leftOut.push(`starlight-blog: its other ${blogPlugins.length - 1} blog instance(s) (docsgen has one blog)`);
  expressiveCodeLeftOut(isRecord(options) ? options.expressiveCode : undefined, leftOut);
  const markdown = markdownPlugins(isRecord(config) ? config.markdown : undefined, imports);
  return {
    head,
    // `always`: Astro serves every page, a blog post too, at `/guide/intro/`, where its relative links start.
    ...(slash === 'never' || slash === 'always' ? { trailingSlash: slash === 'always' } : {}),
    ...(markdown ? { markdownPlugins: markdown } : {}),
    ...(blog ? { blog } : {}),
    leftOut,
  };
}
