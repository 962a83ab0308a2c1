/**
 * Splits a Markdown file into front matter and body, reads the front matter as YAML (js-yaml, whose `load` knows
 * no types that run code) and validates it. Pure: takes text, returns data and diagnostics. Must not read files,
 * and must never evaluate front matter as code: a block that names another language (`---js`) is refused unread.
 */
import { loadBoundedYaml, YamlAliasBomb } from './bounded-yaml.js';
import { z } from 'zod';
import { diagnostic } from '../diagnostics/catalogue.js';
import { typoNeighbours } from '../util/closest-names.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { featuresSchema, heroSchema, LANDING_KEYS, PAGE_LAYOUTS } from './landing-schema.js';
import { fromVitePressHome } from './vitepress-home.js';
import { fromVitePressPage } from './vitepress-page-layout.js';
import { fromVitePressSwitches } from './vitepress-page-switches.js';
import { fromStarlight } from './starlight-front-matter.js';
import { fromVitePressOutline } from './vitepress-outline.js';
import { fromForeignHead, headFrontMatterSchema } from './head-front-matter.js';
import { fromForeignLastUpdated } from './last-updated-front-matter.js';
import { isRecord } from '../util/is-record.js';
import { lineOfKeyPath, type KeyPath } from './yaml-key-lines.js';

/** 1 is the page's own title (VitePress' `outline: [1, 3]`, Starlight's `minHeadingLevel: 1`), 2 to 6 its sections. */
const headingLevel = z.number().int().min(1).max(6);
/**
 * A YAML number or date where text is meant (`title: 2024`, `sidebar_label: 1.0`, `tags: [pact, 2022]`), read as
 * text, as Docusaurus' front matter reads it (a date as `YYYY-MM-DD`); anything else is left for the schema to judge.
 */
const asText = (value: unknown): unknown =>
  typeof value === 'number' && Number.isFinite(value)
    ? String(value)
    : value instanceof Date && !Number.isNaN(value.getTime())
      ? value.toISOString().slice(0, 10)
      : value;
const text = <T extends z.ZodType>(schema: T) => z.preprocess(asText, schema);
/** YAML reads `2024-05-01` as a date; both forms are accepted and kept as an ISO date string. */
const dateValue = z.union([z.string().trim().min(1), z.date().transform((d) => d.toISOString().slice(0, 10))]);
const tag = z.union([
  text(z.string().trim().min(1)),
  z.object({ label: text(z.string().trim().min(1)), permalink: text(z.string()).optional(), description: text(z.string()).optional() }),
]);

/** A blog post's author: a key of the authors map, or the author written out. */
const authorRef = z.union([
  text(z.string().trim().min(1)),
  z.object({
    key: text(z.string().trim().min(1)).optional(),
    name: text(z.string().trim().min(1)).optional(),
    title: text(z.string()).optional(),
    url: text(z.string()).optional(),
    image_url: text(z.string()).optional(),
    imageURL: text(z.string()).optional(),
    email: text(z.string()).optional(),
    socials: z.record(z.string(), text(z.string())).optional(),
  }),
]);

/** Docusaurus' doc front matter keys; title and description default to the page's own heading and first paragraph. */
const frontMatterSchema = z.object({
  id: text(
    z
      .string()
      .trim()
      .min(1)
      .refine((v) => !v.includes('/'), { message: 'an id cannot contain "/" (the folder is part of the id already)' }),
  ).optional(),
  title: text(z.string().trim().min(1)).optional(),
  description: text(z.string().trim().min(1)).optional(),
  slug: text(z.string().trim().min(1)).optional(),
  sidebar_label: text(z.string().trim().min(1)).optional(),
  sidebar_position: z.number().optional(),
  sidebar_class_name: text(z.string().trim().min(1)).optional(),
  sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
  /** `true`: the page is left out of the sidebars generated from its folder (Starlight's `sidebar: { hidden: true }`). */
  sidebar_hidden: z.boolean().optional(),
  displayed_sidebar: text(z.string()).nullable().optional(),
  hide_title: z.boolean().optional(),
  hide_table_of_contents: z.boolean().optional(),
  /** A class for the page's wrapper, as Docusaurus' `wrapperClassName` on a page of `src/pages` (and VitePress' `pageClass`). */
  wrapperClassName: text(z.string().trim().min(1)).optional(),
  toc_min_heading_level: headingLevel.optional(),
  toc_max_heading_level: headingLevel.optional(),
  pagination_label: text(z.string().trim().min(1)).optional(),
  pagination_prev: text(z.string().trim().min(1)).nullable().optional(),
  pagination_next: text(z.string().trim().min(1)).nullable().optional(),
  parse_number_prefixes: z.boolean().optional(),
  custom_edit_url: text(z.string()).nullable().optional(),
  draft: z.boolean().optional(),
  unlisted: z.boolean().optional(),
  keywords: z.array(text(z.string())).optional(),
  image: text(z.string().trim().min(1)).optional(),
  last_update: z.object({ date: dateValue.optional(), author: text(z.string()).optional() }).optional(),
  /** `true`: the page shows no last update, whatever the site's setting (VitePress' and Starlight's `lastUpdated: false`). */
  hide_last_update: z.boolean().optional(),
  /** VitePress' document title of the page: a template with `:title`, a suffix, or `false` for the title alone (vitepress-title.ts). */
  titleTemplate: z.union([text(z.string()), z.boolean()]).optional(),
  /** Tags the page adds to its own head: a `title` (the whole document title) and meta and link tags that describe it. */
  head: headFrontMatterSchema.optional(),
  tags: z.array(tag).optional(),
  /** A blog post's date, over the one its file or folder name gives (`2024-05-01`, or a date and time). */
  date: dateValue.optional(),
  /** A blog post's authors: keys of the blog's authors map, or authors written out (see content/blog-authors.ts). */
  authors: z.union([authorRef, z.array(authorRef)]).optional(),
  /** Docusaurus' older single-author keys of a blog post. */
  author: text(z.string().trim().min(1)).optional(),
  author_title: text(z.string()).optional(),
  author_url: text(z.string()).optional(),
  author_image_url: text(z.string()).optional(),
  /** Docusaurus 1's spellings of the three, which Docusaurus still reads (the snake_case key wins when both are there). */
  authorTitle: text(z.string()).optional(),
  authorURL: text(z.string()).optional(),
  authorImageURL: text(z.string()).optional(),
  /** `md` or `mdx`: how this file is parsed, over `markdown.format` (Docusaurus reads it as `format` or `mdx.format`). */
  format: z.enum(['md', 'mdx']).optional(),
  mdx: z.object({ format: z.enum(['md', 'mdx']).optional() }).optional(),
  /** `landing`: a hero and feature cards (`hero`, `features`) above the body, without the doc chrome (see landing-schema.ts). */
  layout: z.enum(PAGE_LAYOUTS).optional(),
  hero: heroSchema.optional(),
  features: featuresSchema.optional(),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;

/** A blog post's own keys (`blog-posts.ts` reads them); docs accept them and show nothing. */
const BLOG_KEYS = ['date', 'authors', 'author', 'author_title', 'author_url', 'author_image_url', 'authorTitle', 'authorURL', 'authorImageURL'] as const;

const KNOWN_KEYS = new Set(Object.keys(frontMatterSchema.shape));

/** The only front matter languages read; `---` alone means YAML. */
const ALLOWED_LANGUAGES = new Set(['', 'yaml', 'yml']);

/**
 * A file's front matter block, by the rules Docusaurus inherits from gray-matter: the file opens with `---` (not
 * `----`), optionally followed by a language name on that line; the block ends at the next line that starts with
 * `---`, or runs to the end of the file when none does.
 */
interface FrontMatterBlock {
  /** The language named after the opening `---`, lower-cased; '' when none. */
  language: string;
  /** The block's text from the end of the opening line, so line 0 of it is the `---` line. */
  yaml: string;
  /** Where the body starts in the text (after a BOM, the block and the line break that closes it). */
  bodyStart: number;
}

function frontMatterBlock(raw: string): FrontMatterBlock | null {
  const start = raw.charCodeAt(0) === 0xfeff ? 1 : 0;
  if (!raw.startsWith('---', start) || raw.charAt(start + 3) === '-') return null;
  const lineEnd = raw.indexOf('\n', start + 3);
  const opening = raw.slice(start + 3, lineEnd === -1 ? undefined : lineEnd);
  const language = opening.trim().toLowerCase();
  // The block's text starts right after the language's name, so that YAML's line numbers count from the `---` line.
  const from = start + 3 + (language ? opening.length - opening.trimStart().length + language.length : 0);
  const close = raw.indexOf('\n---', from);
  if (close === -1) return { language, yaml: raw.slice(from), bodyStart: raw.length };
  let bodyStart = close + 4;
  if (raw.charAt(bodyStart) === '\r') bodyStart++;
  if (raw.charAt(bodyStart) === '\n') bodyStart++;
  return { language, yaml: raw.slice(from, close), bodyStart };
}

/** The block's data: an empty block (blank or comment lines only) is no data, anything else is read as YAML. */
function frontMatterData(yaml: string): unknown {
  if (yaml.replace(/^\s*#[^\n]+/gm, '').trim() === '') return {};
  return loadBoundedYaml(yaml);
}

export interface ParsedMarkdownFile {
  frontMatter: FrontMatter;
  /** The keys docsgen does not read, as written: the site's own, which an MDX page can read as `frontMatter`. */
  ownKeys?: Record<string, unknown>;
  /** The line of each of them in the file (see `ownKeyWarnings`). */
  ownKeyLines?: Record<string, number>;
  /**
   * The top-level keys YAML read as dates (`date: 2022-05-28`, unquoted), as ISO strings: an MDX page's
   * `frontMatter` gives them as `Date` objects, as Docusaurus' does (the schema keeps `date` as text).
   */
  yamlDates?: Record<string, string>;
  body: string;
  /** Lines taken by the front matter block, to add to body line numbers. */
  bodyLineOffset: number;
}

export function parseMarkdownFile(
  raw: string,
  file: string,
  options: { blogPost?: boolean } = {},
): { result: ParsedMarkdownFile | null; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  // No block: the whole file (after a BOM) is the body.
  const block = frontMatterBlock(raw) ?? { language: '', yaml: '', bodyStart: raw.charCodeAt(0) === 0xfeff ? 1 : 0 };
  if (!ALLOWED_LANGUAGES.has(block.language)) {
    diagnostics.push(diagnostic('front-matter-language', 'error', { language: block.language }, { file, line: 1, column: 4 }));
    return { result: null, diagnostics };
  }
  let data: Record<string, unknown>;
  try {
    data = frontMatterData(block.yaml) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof YamlAliasBomb) {
      diagnostics.push(diagnostic('yaml-aliases-too-large', 'error', { limit: error.limit, where: 'front matter' }, { file, line: error.line + 1 }));
      return { result: null, diagnostics };
    }
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message.split('\n')[0]!;
    diagnostics.push(
      diagnostic(
        'front-matter-syntax',
        'error',
        { reason },
        {
          file,
          // The YAML text starts on the `---` line, so its lines (from 0) are the file's lines (from 1) less one.
          line: mark ? mark.line + 1 : 1,
          column: mark ? mark.column + 1 : undefined,
        },
      ),
    );
    return { result: null, diagnostics };
  }
  const { bodyStart } = block;
  const bodyLineOffset = raw.slice(0, bodyStart).split('\n').length - 1;
  const lineOfKey = (key: string) => frontMatterKeyLine(raw.slice(0, bodyStart), key);
  // A VitePress home page is a landing page here, and VitePress' page layout, the parts a page turns off and its
  // outline, Starlight's keys and both's `head` and `lastUpdated` are read as the docsgen keys they mean.
  const switches = fromVitePressSwitches(fromVitePressPage(data));
  const home = fromVitePressHome(switches.data);
  const outline = fromVitePressOutline(home.data);
  const starlight = fromStarlight(outline.data);
  const head = fromForeignHead(starlight.data);
  data = withoutEmptyText(fromForeignLastUpdated(head.data));
  const notDrawn = [
    ...[...switches.notDrawn, ...home.notDrawn, ...outline.notDrawn].map((at) => ({ at, from: 'VitePress' as const })),
    ...starlight.notDrawn.map((at) => ({ at, from: 'Starlight' as const })),
    ...head.notDrawn,
  ];
  for (const entry of notDrawn)
    diagnostics.push(
      diagnostic(
        'front-matter-unknown-key',
        'warning',
        { key: keyPathText(entry.at), suggestions: [], from: entry.from, ...('style' in entry ? { style: true } : {}) },
        { file, line: lineOfKeyPath(raw.slice(0, bodyStart), entry.at) },
      ),
    );
  // A VitePress outline of levels that are no heading levels: named as written, as the schema names an invalid key.
  const invalidForeign = outline.invalid ?? starlight.invalid;
  if (invalidForeign) {
    const { at, reason } = invalidForeign;
    diagnostics.push(
      diagnostic(
        'front-matter-invalid',
        'error',
        { variant: 'invalid', key: keyPathText(at), reason },
        { file, line: lineOfKeyPath(raw.slice(0, bodyStart), at) },
      ),
    );
    return { result: null, diagnostics };
  }
  // `hero` and `features` are read on a landing page only; elsewhere they may be anything (a Docusaurus site's own
  // key for its swizzled components, such as a blog post's `hero: /img/banner.png`): kept as the site's own keys,
  // which warn unless `markdown.frontMatterKeys` declares them (`ownKeyWarnings`).
  const landingKeys = !isRecord(data) || data.layout === 'landing' ? [] : LANDING_KEYS.filter((key) => data[key] !== undefined);
  // A blog post's keys are read on posts only: on another page one of another shape (a VitePress site's own
  // `author: { name, avatar }`) is left out with a warning, as Docusaurus' docs let any key through.
  const blogKeys =
    options.blogPost || !isRecord(data) ? [] : BLOG_KEYS.filter((key) => data[key] !== undefined && !frontMatterSchema.shape[key].safeParse(data[key]).success);
  // A layout docsgen does not have (Jekyll's `layout: post`, left in posts migrated to Docusaurus, which ignores the
  // key): a warning, and the page is drawn as a doc page. With a hero or feature cards the page means docsgen's
  // landing layout, and a misspelt name is an error (below).
  const layoutUnknown =
    isRecord(data) &&
    data.layout !== undefined &&
    !(PAGE_LAYOUTS as readonly unknown[]).includes(data.layout) &&
    !LANDING_KEYS.some((key) => data[key] !== undefined);
  if (layoutUnknown)
    diagnostics.push(
      diagnostic(
        'front-matter-invalid',
        'warning',
        // `false` is VitePress' alone (no layout at all): told of in its words.
        data.layout === false
          ? { variant: 'vitepress-no-layout' }
          : { variant: 'unknown-layout', value: String((data as Record<string, unknown>).layout), allowed: PAGE_LAYOUTS, drawnAsDoc: true },
        { file, line: lineOfKey('layout') },
      ),
    );
  const skipped: readonly string[] = [...landingKeys, ...blogKeys, ...(layoutUnknown ? ['layout'] : [])];
  const check = frontMatterSchema.safeParse(skipped.length ? Object.fromEntries(Object.entries(data).filter(([key]) => !skipped.includes(key))) : data);
  if (!check.success) {
    for (const issue of check.error.issues) {
      const key = keyPathText(issue.path);
      if (issue.path.length === 1 && key === 'layout') {
        diagnostics.push(
          diagnostic(
            'front-matter-invalid',
            'error',
            { variant: 'unknown-layout', value: String(data.layout), allowed: PAGE_LAYOUTS },
            { file, line: lineOfKey(key) },
          ),
        );
        continue;
      }
      // An unknown key inside a value (`hero.tagLine`) is pointed at itself, not at the object that holds it.
      const at = issue.code === 'unrecognized_keys' && issue.keys[0] ? [...issue.path, issue.keys[0]] : issue.path;
      diagnostics.push(
        diagnostic(
          'front-matter-invalid',
          'error',
          { variant: 'invalid', key, reason: issue.message },
          { file, line: lineOfKeyPath(raw.slice(0, bodyStart), at) },
        ),
      );
    }
    return { result: null, diagnostics };
  }
  // The site's own keys: kept as written for the MDX page that reads them, and warned of unless the site declares
  // them (a typo looks the same): `ownKeyWarnings`, which the loaders call with the config's `frontMatterKeys`.
  const ownKeys = Object.entries(data).filter(([key]) => !KNOWN_KEYS.has(key) || (landingKeys as readonly string[]).includes(key));
  const dates = Object.entries(data).flatMap(([key, value]) => (value instanceof Date && !Number.isNaN(value.getTime()) ? [[key, value.toISOString()]] : []));
  for (const key of blogKeys) diagnostics.push(diagnostic('front-matter-blog-only', 'warning', { key }, { file, line: lineOfKey(key) }));
  return {
    result: {
      frontMatter: check.data,
      ...(ownKeys.length ? { ownKeys: Object.fromEntries(ownKeys), ownKeyLines: Object.fromEntries(ownKeys.map(([key]) => [key, lineOfKey(key)])) } : {}),
      ...(dates.length ? { yamlDates: Object.fromEntries(dates) as Record<string, string> } : {}),
      body: raw.slice(bodyStart),
      bodyLineOffset,
    },
    diagnostics,
  };
}

/**
 * The front matter without a `title` or `description` of empty text, which Docusaurus accepts (`description: ''`
 * on Electron's 100 pages): read as not given, so the page's heading and first paragraph stand in.
 */
function withoutEmptyText<T>(data: T): T {
  if (!isRecord(data) || !['title', 'description'].some((key) => typeof data[key] === 'string' && !(data[key] as string).trim())) return data;
  return Object.fromEntries(
    Object.entries(data).filter(([key, value]) => !(['title', 'description'].includes(key) && typeof value === 'string' && !value.trim())),
  ) as T;
}

/** `['hero', 'actions', 1, 'link']` → `hero.actions[1].link`, as a key path is written in messages. */
function keyPathText(path: KeyPath): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i ? '.' : ''}${String(part)}`)).join('');
}

/** The 1-based line of a top-level front matter key in `text` (the file, or its front matter), else 1. */
/**
 * A warning for each front matter key of a page that docsgen does not read and the site does not declare in
 * `markdown.frontMatterKeys`, at its line, with the known keys it is closest to (a typo looks the same).
 */
export function ownKeyWarnings(file: string, ownKeyLines: Readonly<Record<string, number>> | undefined, declared: readonly string[]): Diagnostic[] {
  if (!ownKeyLines) return [];
  return Object.entries(ownKeyLines)
    .filter(([key]) => !declared.includes(key))
    .map(([key, line]) =>
      // A landing key off a landing page may mean a missing `layout: landing`: said so (and silenced by declaring it).
      (LANDING_KEYS as readonly string[]).includes(key)
        ? diagnostic('front-matter-landing-only', 'warning', { key }, { file, line })
        : diagnostic('front-matter-unknown-key', 'warning', { key, suggestions: typoNeighbours(key, [...KNOWN_KEYS]) }, { file, line }),
    );
}

export function frontMatterKeyLine(text: string, key: string): number {
  const index = text.split('\n').findIndex((l) => l.startsWith(`${key}:`));
  return index >= 0 ? index + 1 : 1;
}
