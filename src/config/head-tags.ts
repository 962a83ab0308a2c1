/**
 * Tags a site adds to every page's head: `head` (Docusaurus' `headTags` shape, `{ tagName, attributes }`) and
 * Docusaurus' top-level `scripts` and `stylesheets`. Holds their schema and checks (only `meta`, `link` and
 * `script` with a `src`; no event handlers, `javascript:` addresses or inline code), turns them into one list,
 * renders it with escaped values, and names the other origins they load from (for the Content-Security-Policy).
 * Pure: reads no files and words no message itself.
 */
import { z } from 'zod';
import { escapeHtml } from '../../core/html.js';
import { isExternalUrl } from '../../core/urls.js';
import { addSchemaCheckIssue } from './schema-issues.js';

export const HEAD_TAG_NAMES = ['meta', 'link', 'script'] as const;
export type HeadTagName = (typeof HEAD_TAG_NAMES)[number];

/** An attribute's value: `true` writes the bare attribute (`async`), `false` leaves it out. */
const attributeValue = z.union([z.string(), z.number(), z.boolean()]);
type AttributeValue = z.infer<typeof attributeValue>;

export interface HeadTag {
  tagName: HeadTagName;
  attributes: Record<string, AttributeValue>;
}

/** Checks one tag's attributes; `path` leads from the value being refined to the attributes object. */
function checkAttributes(ctx: z.RefinementCtx, path: PropertyKey[], tagName: string, attributes: Record<string, AttributeValue>): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (!/^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/.test(name)) {
      ctx.addIssue({ code: 'custom', path: [...path, name], message: 'expected an attribute name such as "name" or "data-domain"' });
    } else if (/^on/i.test(name)) {
      addSchemaCheckIssue(ctx, [...path, name], { variant: 'unsafe-head-attribute', tag: tagName, attribute: name, problem: 'event-handler' });
    } else if (typeof value === 'string' && /^(src|href)$/i.test(name) && /^\s*(javascript|vbscript|data):/i.test(value)) {
      addSchemaCheckIssue(ctx, [...path, name], { variant: 'unsafe-head-attribute', tag: tagName, attribute: name, problem: 'script-url' }, value);
    }
  }
}

/** `head`: `{ tagName, attributes }` objects, as Docusaurus' `headTags` writes them. */
export const headTagSchema = z
  .strictObject({
    tagName: z.string().min(1),
    attributes: z.record(z.string(), attributeValue).default({}),
    /** Accepted only to be refused with a clear message: docsgen adds no inline code or text to the head. */
    innerHTML: z.string().optional(),
  })
  .superRefine((tag, ctx) => {
    const name = tag.tagName.toLowerCase();
    if (!(HEAD_TAG_NAMES as readonly string[]).includes(name)) {
      addSchemaCheckIssue(ctx, ['tagName'], { variant: 'unknown-head-tag', name: tag.tagName, known: HEAD_TAG_NAMES }, tag.tagName);
      return;
    }
    if (tag.innerHTML?.trim()) addSchemaCheckIssue(ctx, ['innerHTML'], { variant: 'head-inline-content', tag: name });
    else if (name === 'script' && typeof tag.attributes.src !== 'string') addSchemaCheckIssue(ctx, ['tagName'], { variant: 'head-inline-content', tag: name });
    checkAttributes(ctx, ['attributes'], name, tag.attributes);
  })
  .transform((tag): HeadTag => ({ tagName: tag.tagName.toLowerCase() as HeadTagName, attributes: tag.attributes }));

/** Docusaurus' `scripts` (a URL, or `{ src, async, defer, … }`) or `stylesheets` (a URL, or `{ href, … }`). */
function shorthandSchema(key: 'src' | 'href', tagName: 'script' | 'link') {
  return z
    .union([z.string().min(1), z.object({ [key]: z.string().min(1) }).catchall(attributeValue)], {
      error: `expected a URL or an object with \`${key}\``,
    })
    .superRefine((entry, ctx) => {
      const attributes = typeof entry === 'string' ? { [key]: entry } : (entry as Record<string, AttributeValue>);
      checkAttributes(ctx, [], tagName, attributes);
    });
}

export const scriptsSchema = z.array(shorthandSchema('src', 'script'));
export const stylesheetsSchema = z.array(shorthandSchema('href', 'link'));

type Shorthand = string | Record<string, AttributeValue>;

/** Every tag the config adds to the head, in order: `stylesheets`, `scripts`, then `head`. */
export function headTagsOf(config: { head?: readonly HeadTag[]; scripts?: readonly Shorthand[]; stylesheets?: readonly Shorthand[] }): HeadTag[] {
  const sheets = (config.stylesheets ?? []).map((s): HeadTag => ({
    tagName: 'link',
    attributes: { rel: 'stylesheet', ...(typeof s === 'string' ? { href: s } : s) },
  }));
  const scripts = (config.scripts ?? []).map((s): HeadTag => ({ tagName: 'script', attributes: typeof s === 'string' ? { src: s } : { ...s } }));
  return [...sheets, ...scripts, ...(config.head ?? [])];
}

/** The tags as HTML, every value escaped. */
export function renderHeadTags(tags: readonly HeadTag[]): string {
  return tags
    .map(({ tagName, attributes }) => {
      const attrs = Object.entries(attributes)
        .filter(([, value]) => value !== false)
        .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`))
        .join('');
      return tagName === 'script' ? `<script${attrs}></script>` : `<${tagName}${attrs}>`;
    })
    .join('\n');
}

/** `https://cdn.example.com/x.js` → `https://cdn.example.com`; null for a site path or anything but http(s). */
function originOf(url: string): string | null {
  if (!isExternalUrl(url)) return null;
  try {
    const parsed = new URL(url.startsWith('//') ? `https:${url}` : url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The other origins the tags load from, by what they load, for the site's Content-Security-Policy. */
export interface HeadTagSources {
  scripts: string[];
  styles: string[];
  /** Style sheets' and `preconnect` links' origins: web fonts come from there (Google Fonts' snippet preconnects to its font host). */
  fonts: string[];
}

export function headTagSources(tags: readonly HeadTag[]): HeadTagSources {
  const sources: HeadTagSources = { scripts: [], styles: [], fonts: [] };
  const add = (list: string[], origin: string | null) => {
    if (origin && !list.includes(origin)) list.push(origin);
  };
  for (const { tagName, attributes } of tags) {
    if (tagName === 'script' && typeof attributes.src === 'string') add(sources.scripts, originOf(attributes.src));
    if (tagName !== 'link' || typeof attributes.href !== 'string') continue;
    const rel = String(attributes.rel ?? '')
      .toLowerCase()
      .split(/\s+/);
    const origin = originOf(attributes.href);
    if (rel.includes('stylesheet')) {
      add(sources.styles, origin);
      add(sources.fonts, origin);
    } else if (rel.includes('preconnect')) add(sources.fonts, origin);
  }
  return sources;
}
