/**
 * starlight-blog's options as docsgen's blog, for `docsgen init`: its `prefix` (the posts' folder under the docs and
 * the blog's route), `title`, `postCount`, `recentPostCount`, `metrics.readingTime` and `rss` (on when Astro's `site`
 * is set, as the plugin decides) under Docusaurus' names, and its `authors` as an authors map (`picture` is
 * `image_url` when it is an address or a public file's path), and its `title` in another locale's language as that
 * locale's blog title (`<locale>/<prefix>/options.json`, Docusaurus' translation file of the blog's title). What docsgen's blog does not do of the plugin's is listed in words. Pure: the caller writes the files.
 */
import { Opaque } from '../migrate/evaluation-protocol.js';
import { isRecord } from '../util/is-record.js';

/** An author of starlight-blog's `authors`, as an authors map entry (Docusaurus' keys). */
export interface BlogMapAuthor {
  name: string;
  title?: string;
  url?: string;
  image_url?: string;
}

export interface StarlightBlog {
  /** The posts' folder under the docs folder, and the blog's route (`blog`). */
  prefix: string;
  /** The blog's title in the default locale, when the options give one. */
  title: string | null;
  postsPerPage: number;
  sidebarCount: number;
  readingTime: boolean;
  /** The plugin writes an RSS feed (its `rss`, on by default when Astro's `site` is set). */
  rss: boolean;
  /** The blog's title in each other locale its `title` names, by the locale's folder (`fr`): its `options.json`. */
  localeTitles: Record<string, string>;
  /** The authors the options define, by key. */
  authors: Record<string, BlogMapAuthor>;
  /** What of the plugin docsgen's blog does not do, in words. */
  leftOut: string[];
}

const plain = (value: unknown): Record<string, unknown> | null => (isRecord(value) && !(value instanceof Opaque) ? value : null);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const count = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback);

/**
 * The blog from the plugin's `options`; `site` is Astro's, `lang` the language of Starlight's default locale (the
 * key of a translated title that is the blog's own), and `translated` whether Starlight has other locales.
 */
export function starlightBlog(
  options: unknown,
  site: unknown,
  lang: string,
  translated: boolean,
  foldersByLang: Readonly<Record<string, string>> = {},
): StarlightBlog {
  const given = plain(options) ?? {};
  const prefix = (text(given.prefix) ?? 'blog').replace(/^\/+|\/+$/g, '') || 'blog';
  const leftOut = [
    "a post's `cover` and `featured` (declared as front matter keys, not shown: a post's list entry is its `excerpt`, what is above its `<!-- excerpt -->`, or the whole post, without a cover or a featured mark)",
    ...(translated
      ? [
          `a post of a locale folder (\`<locale>/${prefix}/\`) with no post of its name in \`${prefix}/\`: docsgen builds a locale's translations of the posts, as Docusaurus does, and warns of such a file (\`translation-orphan\`) instead of building it`,
        ]
      : []),
  ];
  let title = text(given.title);
  const localeTitles: Record<string, string> = {};
  const titles = plain(given.title);
  if (titles) {
    const entries = Object.entries(titles).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    title = (titles[lang] as string | undefined) ?? (titles.en as string | undefined) ?? entries[0]?.[1] ?? null;
    // A title in a locale's language is that locale's blog title (its `options.json`); one of no locale is said.
    for (const [code, value] of entries)
      if (code !== lang && Object.hasOwn(foldersByLang, code) && value.trim()) localeTitles[foldersByLang[code]!] = value.trim();
    const others = entries.filter(([code, value]) => value !== title && code !== lang && !Object.hasOwn(foldersByLang, code)).map(([code]) => code);
    if (others.length) leftOut.push(`the blog's title in ${others.join(', ')} (a language of none of Starlight's locales)`);
  }
  const metrics = plain(given.metrics);
  if (metrics && metrics.words !== undefined && metrics.words !== false) leftOut.push('`metrics.words` (docsgen shows reading time, not word counts)');
  if (given.prevNextLinksOrder === 'chronological') leftOut.push("`prevNextLinksOrder: 'chronological'` (docsgen's newer/older links keep Docusaurus' order)");
  const authors: Record<string, BlogMapAuthor> = {};
  for (const [key, value] of Object.entries(plain(given.authors) ?? {})) {
    const author = plain(value);
    const name = text(author?.name);
    if (!author || !name) continue;
    const [role, url, written] = [text(author.title), text(author.url), text(author.picture)];
    // A picture in the public folder (`/ada.png`) or at an address; one among Astro's assets (`./src/…`) is not an address.
    const picture = written && /^(\/|https?:\/\/)/.test(written) ? written : null;
    if (written && !picture)
      leftOut.push(`${name}'s picture \`${written}\` (an authors map's \`image_url\` is an address: copy it into the public folder and write its \`/\` path)`);
    authors[key] = { name, ...(role ? { title: role } : {}), ...(url ? { url } : {}), ...(picture ? { image_url: picture } : {}) };
  }
  leftOut.push("the `picture` of an author written out in a post (docsgen's blog shows an inline author's `image_url`, Docusaurus' key)");
  if (Object.keys(authors).length) {
    leftOut.push("the plugin's authors as every post's authors when a post names none (docsgen's posts without `authors` have none)");
  }
  return {
    prefix,
    title,
    postsPerPage: count(given.postCount, 5),
    sidebarCount: count(given.recentPostCount, 10),
    readingTime: metrics?.readingTime === true,
    rss: given.rss === undefined ? typeof site === 'string' && site.length > 0 : given.rss === true,
    authors,
    localeTitles,
    leftOut,
  };
}
