/**
 * `docsgen init` in a VitePress or Starlight project: tells the project's kind from its files
 * (`.vitepress/config.*`; `astro.config.*` with `@astrojs/starlight` in package.json) and reads, from the config's
 * text without running it (Astro's `redirects` alone are read by running it: `astro-redirects.ts`), the few facts a docsgen config needs: the title, where the pages are (VitePress'
 * `srcDir` and a `rewrites` entry that moves one folder to the root, Starlight's `src/content/docs`), the public
 * folder, the `locales` of either (a `root` locale and one folder per other locale), whether pages show when
 * they last changed (`lastUpdated: true`) and whether a dead link stops VitePress' build (`ignoreDeadLinks: true`). Writes the site.config.ts text that builds those pages with that
 * tool's Markdown read (`markdown.syntax: 'vitepress'` for VitePress, `'starlight'` for Expressive Code's frames;
 * Starlight's components need no setting).
 * Writes no files itself.
 */
import { STARLIGHT_COLOR_MODE, vitePressColorMode, type ForeignColorMode } from './foreign-color-mode.js';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_DOCS_EXCLUDE, type SidebarItemConfig } from '../config/schema.js';
import type { AstroSettings } from './astro-settings.js';
import type { CarriedChrome } from './foreign-chrome.js';
import type { SlugifyReading } from './vitepress-slugify.js';
import { commentLine, plainLiteral } from '../migrate/write-site-config.js';
import { siteFrontMatterKeys } from '../migrate/site-front-matter-keys.js';
import fg from 'fast-glob';

/** A page of the project whose front matter the build refuses: where, and why. */
export interface InvalidPage {
  file: string;
  line: number | undefined;
  reason: string;
}

export interface ForeignProject {
  kind: 'vitepress' | 'starlight';
  /** The config file the facts were read from, relative to the project folder. */
  configFile: string;
  title: string | null;
  /** VitePress' `titleTemplate: ':title - <title>'`, as docsgen's `titleDelimiter` (`-`). */
  titleDelimiter?: string;
  /** The pages' folder, relative to the project folder. */
  docsPath: string;
  /** The folder copied as it is (`public`), relative to the project folder, when there is one. */
  staticDir: string | null;
  /** The project's locales (Starlight's or VitePress'), when it has a `root` one and a folder for each other: docsgen's `i18n` with `layout: 'folders'`. */
  locales?: ProjectLocales;
  /** tsconfig.json's `paths` of the form `"~/*": ["./src/*"]`, as `markdown.pathAliases` (`{ '~/': 'src/' }`). */
  pathAliases?: Record<string, string>;
  /** Front matter keys of the project's own, written on two pages or more (`markdown.frontMatterKeys`). */
  frontMatterKeys?: string[];
  /**
   * Markdown extensions docsgen does not run: VitePress' `markdown.config` (markdown-it plugins) and
   * `codeTransformers` (Shiki's), Astro's `markdown.remarkPlugins` and `rehypePlugins`, by the package they come
   * from when it is known (`markdown.missingPlugins`, so the build reports syntax they would have handled), with
   * what is left out in words.
   */
  markdownExtensions?: { packages: string[]; leftOut: string[]; containers?: string[] };
  /** The config's `lastUpdated: true`: each page shows when it last changed, from git. */
  showLastUpdateTime?: boolean;
  /** VitePress' `ignoreDeadLinks: true`: a link to no page does not stop its build (docsgen's `onBrokenLinks: 'warn'`). */
  ignoresDeadLinks?: boolean;
  /** The project reads math (VitePress' `markdown: { math: true }`, remark-math in an Astro config). */
  math?: boolean;
  /** The agent file the project publishes itself from its public folder (`llms.txt`), which docsgen must not write over. */
  ownAgentFile?: string;
  /** A `blog` folder where docsgen would look for a blog: pages of the project, which neither tool reads as posts. */
  blogFolder?: boolean;
  /** Where the site is published (Astro's `site`, VitePress' `sitemap.hostname`): its origin, docsgen's `url`. */
  siteUrl?: string;
  /** The path the site is served under (Astro's `base`, VitePress' `base`: `/genaiscript/`), docsgen's `baseUrl`; absent for `/`. */
  baseUrl?: string;
  /** Astro's `redirects`, read by running the config (`astro-redirects.ts`): those carried, those left out, or why none could be read. */
  redirects?: { entries: readonly { from: string; to: string }[]; leftOut: readonly string[]; failure: string | null };
  /** The config's sidebar as docsgen's sidebars, read by running it (`project-config-facts.ts`): what was left out, or why none could be read. */
  sidebars?: {
    sidebars: Record<string, SidebarItemConfig[]>;
    leftOut: readonly string[];
    /** VitePress' sidebars by path: `docs.displayedSidebars`. */
    displayedSidebars?: Record<string, string | false>;
    /** VitePress' translated locales' own sidebars: `docs.locales`. */
    locales?: Record<string, { sidebars: Record<string, SidebarItemConfig[]>; displayedSidebars?: Record<string, string | false> }>;
    failure: string | null;
  };
  /**
   * VitePress' translated locales' own nav labels, footer and theme words, as the translation files docsgen reads: by
   * locale folder, each file under `i18n/<locale>/` (`code.json`, `docusaurus-theme-classic/navbar.json`) → its entries.
   */
  localeTranslations?: Record<string, Record<string, Record<string, string>>>;
  /** Paths of the site the carried sidebar and navbar link that are neither a page nor a file of the public folder (the project's build steps, or another app, make them). */
  linkedElsewhere?: readonly string[];
  /**
   * Pages whose front matter the build refuses (genaiscript's `keywords: a, b`), counted as pages all the same, so that
   * links to them are not taken for paths served elsewhere: each file (from the project's folder), line and the reason.
   */
  invalidPages?: readonly InvalidPage[];
  /** VitePress' `srcDir`, relative to the project folder (`.`: the pages are the whole folder). */
  srcDir?: string;
  /** VitePress' `srcExclude`: Markdown files of the pages' folder that are no pages (`README.md`), as `docs.exclude` globs. */
  srcExclude?: readonly string[];
  /**
   * VitePress' dynamic routes (`packages/[pkg].md` beside its `[pkg].paths.js` loader), relative to the pages'
   * folder: their pages are what the loader makes, which docsgen does not run, so they are excluded and listed.
   */
  dynamicRoutes?: readonly string[];
  /** The navbar, logo, favicon, tagline, edit link and footer, read by running the config (`project-config-facts.ts`), or why they could not be. */
  chrome?: CarriedChrome & { failure: string | null };
  /** VitePress' `appearance` as docsgen's colour mode, read by running the config (without it: VitePress' default). */
  colorMode?: ForeignColorMode;
  /** Starlight's (or VitePress') `head` tags and Astro's `trailingSlash: 'never'` or `'always'`, carried, and what of the config is not (its `plugins`…), read by running it. */
  settings?: Omit<AstroSettings, 'markdownPlugins'>;
  /** VitePress' `markdown.anchor.slugify` (the project's own heading ids), read by calling it, or why it could not be. */
  slugify?: SlugifyReading | { failure: string };
  /** The routes of Astro's own pages and endpoints in src/pages (`.astro`, `rss.xml.ts`), which docsgen does not build, as globs. */
  astroRoutes?: string[];
}

/** Whether the config text (or the part of it inside `starlight({…})`) turns on `lastUpdated`. */
const showsLastUpdate = (text: string) => /\blastUpdated\s*:\s*true\b/.test(text);

/**
 * tsconfig.json's `compilerOptions.paths` entries that map a prefix to one folder of the project (`"~/*": ["./src/*"]`),
 * which Astro resolves in image addresses too. The file is JSON with comments: comment lines and trailing commas go first.
 */
function tsconfigAliases(folder: string): Record<string, string> | null {
  const text = readText(path.join(folder, 'tsconfig.json'))
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/^\s*\/\*[\s\S]*?\*\//gm, '');
  let paths: unknown;
  try {
    paths = (JSON.parse(text.replace(/,(\s*[}\]])/g, '$1')) as { compilerOptions?: { paths?: unknown } }).compilerOptions?.paths;
  } catch {
    return null;
  }
  if (!paths || typeof paths !== 'object') return null;
  const aliases: Record<string, string> = {};
  for (const [pattern, targets] of Object.entries(paths)) {
    const target = Array.isArray(targets) && targets.length === 1 && typeof targets[0] === 'string' ? targets[0] : null;
    if (!pattern.endsWith('/*') || !target?.endsWith('/*')) continue;
    const folderPath = path.posix.normalize(target.slice(0, -1));
    if (folderPath.startsWith('../') || path.posix.isAbsolute(folderPath)) continue;
    aliases[pattern.slice(0, -1)] = folderPath === './' ? '' : folderPath;
  }
  return Object.keys(aliases).length ? aliases : null;
}

export interface ProjectLocales {
  defaultLocale: string;
  /**
   * The default locale's own folder among the others' (Starlight without a `root` locale: `en/` beside `fr/`), whose
   * pages are served under its prefix (`/en/guide`), with its label and language tag.
   */
  defaultFolder?: { folder: string; label: string; lang: string; rtl: boolean };
  /** The folder holding the locale folders, when it is not the docs folder (VitePress' moved default locale). */
  localesPath?: string;
  /** The other locales: the folder's name is the code (`zh-cn`), `lang` the BCP 47 tag when it differs (`zh-CN`). */
  others: { code: string; label: string; lang: string; rtl: boolean; folder?: string }[];
}

/** One entry of Starlight's or VitePress' `locales`: its key (`root` for the default locale), label, language tag, direction. */
export interface LocaleEntry {
  code: string;
  label: string;
  lang: string;
  rtl: boolean;
}

/**
 * Starlight's and VitePress' `locales: { root: { label, lang }, fr: { label, lang, dir, … } }` as written in the
 * config's text (the object may be a constant of its own). Running the config reads more (an entry that is a
 * variable, imported or not): project-config-facts.ts does when it runs.
 */
function configLocaleEntries(text: string): LocaleEntry[] {
  // Keys bare or quoted (a JSON file the config imports quotes them).
  // `lang` may be left out (Starlight's `en: { label: 'English' }`): the key is the tag then.
  const entry =
    /(?:(['"])([\w-]+)\1|\b([\w-]+))\s*:\s*\{\s*(['"]?)label\4\s*:\s*(['"])((?:(?!\5).)+)\5\s*(?:,\s*(['"]?)lang\7\s*:\s*(['"])([\w-]+)\8)?([^{}]*)/g;
  // One without `lang` is taken only inside a `locales` object, where a keyed `{ label }` is a locale's.
  const depths = braceDepths(text);
  const inLocales = (at: number) =>
    [...text.matchAll(/\blocales\s*[:=]\s*\{/g)].some((m) => {
      const open = m.index + m[0].length - 1;
      if (at <= open) return false;
      for (let i = open + 1; i < at; i++) if (depths[i]! < depths[open]!) return false;
      return true;
    });
  return [...text.matchAll(entry)]
    .filter((m) => m[9] !== undefined || inLocales(m.index))
    .map((m) => ({
      code: (m[2] ?? m[3])!,
      label: m[6]!,
      lang: m[9] ?? (m[2] ?? m[3])!,
      rtl: /\bdir['"]?\s*:\s*['"]rtl['"]/.test(m[10]!),
    }));
}

/**
 * The project's locales from its `locales` entries, keeping those that have a folder in `localesFolder`. The default
 * locale is the `root` one (its pages in `localesFolder` itself), else the one `defaultLocale` names (Starlight's
 * option; its pages in its own folder, served under its prefix as Starlight serves them). Null when neither is there.
 */
export function projectLocales(found: readonly LocaleEntry[], localesFolder: string, defaultLocale?: string): ProjectLocales | null {
  const root = found.find((locale) => locale.code === 'root');
  // Starlight finds a locale's folder whatever its case (`zh-cn` in `zh-CN/`): such a folder is the locale's `path`.
  const folders = listFolders(localesFolder);
  const folderOf = (code: string) => (folders.includes(code) ? code : folders.find((name) => name.toLowerCase() === code.toLowerCase()));
  const named = root ? undefined : found.find((locale) => locale.code === defaultLocale && locale.code !== 'root');
  const namedFolder = named && folderOf(named.code);
  if (!root && (!named || namedFolder === undefined)) return null;
  const others = found.flatMap((locale) => {
    if (locale === root || locale === named) return [];
    const folder = folderOf(locale.code);
    return folder === undefined ? [] : [folder === locale.code ? locale : { ...locale, folder }];
  });
  if (root) return others.length ? { defaultLocale: root.lang, others } : null;
  // Its folder alone is still a locale's: its pages keep their prefix.
  return { defaultLocale: named!.code, defaultFolder: { folder: namedFolder!, label: named!.label, lang: named!.lang, rtl: named!.rtl }, others };
}

/**
 * The project with its default locale's own folder as its docs folder, the folder of the locale folders kept as
 * `localesPath` (Starlight without a `root` locale); as it is otherwise.
 */
export function withDefaultLocaleFolder(project: ForeignProject, locales: ProjectLocales): ForeignProject {
  if (!locales.defaultFolder) return { ...project, locales };
  const localesPath = localesFolderOf(project);
  return { ...project, docsPath: path.posix.join(localesPath, locales.defaultFolder.folder), locales: { ...locales, localesPath } };
}

/** The folder (relative to the project) holding the locale folders: VitePress' `srcDir`, Starlight's docs. */
export const localesFolderOf = (project: Pick<ForeignProject, 'kind' | 'srcDir' | 'docsPath' | 'locales'>): string =>
  project.kind === 'vitepress' ? (project.srcDir ?? '.') : (project.locales?.localesPath ?? project.docsPath);

/** The names of the folders in `folder` (none when it cannot be read). */
function listFolders(folder: string): string[] {
  try {
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

const firstExisting = (folder: string, names: readonly string[]) => names.find((name) => existsSync(path.join(folder, name))) ?? null;

/** How many braces and brackets are open at each offset of `text`, strings, template literals and comments skipped (an estimate for code). */
function braceDepths(text: string): Int32Array {
  const depths = new Int32Array(text.length + 1);
  let depth = 0;
  let i = 0;
  const skipTo = (end: number) => {
    for (; i < end; i++) depths[i] = depth;
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      skipTo(end < 0 ? text.length : end);
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      skipTo(end < 0 ? text.length : end + 2);
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c && !(c !== '`' && text[j] === '\n')) j += text[j] === '\\' ? 2 : 1;
      skipTo(Math.min(text.length, j + 1));
    } else {
      if (c === '{' || c === '[') depth++;
      else if (c === '}' || c === ']') depth = Math.max(0, depth - 1);
      depths[i++] = depth;
    }
  }
  depths[text.length] = depth;
  return depths;
}

/**
 * A string property `key: '…'` written in the config's text, or null: with `topLevel`, only one written directly in
 * a config object (one brace deep: `defineConfig({ srcDir: 'docs' })`, not `pwa: { srcDir: '.vitepress/' }` nor an
 * entry of a list, such as a team member's `title`); else the first written at the least depth. Running the config
 * says better (project-config-facts.ts), when it runs.
 */
function stringProperty(text: string, key: string, { topLevel = false }: { topLevel?: boolean } = {}): string | null {
  const depths = braceDepths(text);
  let best: RegExpExecArray | null = null;
  for (const m of text.matchAll(new RegExp(String.raw`\b${key}\s*:\s*(['"\`])((?:(?!\1)[^\\\n])+)\1`, 'g'))) {
    const depth = depths[m.index]!;
    if (topLevel ? depth === 1 : !best || depth < depths[best.index]!) best = m;
    if (topLevel && best) break;
  }
  if (!best) return null;
  // A template literal with `${…}` is computed when the config runs (`Vite${additionalTitle}`): its text before the
  // first placeholder is what this file can know, if it has any.
  const placeholder = best[1] === '`' ? best[2]!.indexOf('${') : -1;
  return placeholder === -1 ? best[2]! : best[2]!.slice(0, placeholder).trim() || null;
}

/** Whether `key:` is written directly in a config object (one brace deep), whatever its value. */
function hasTopLevelKey(text: string, key: string): boolean {
  const depths = braceDepths(text);
  return [...text.matchAll(new RegExp(String.raw`(?<![\w$.])${key}\s*:`, 'g'))].some((m) => depths[m.index] === 1);
}

/**
 * What of a VitePress config's page layout init cannot read from its text, in words: a `srcDir` that is computed
 * (eslint-stylistic's `fileURLToPath(new URL('../..', import.meta.url))`), and `rewrites` other than the one that
 * moves a folder to the root. The build would otherwise report the pages' links as broken, unexplained.
 */
function vitePressLayoutUnread(text: string, srcDir: string | null, moved: string | undefined): string[] {
  return [
    ...(srcDir === null && hasTopLevelKey(text, 'srcDir')
      ? ["srcDir (computed, not written as a string): the pages are read from the project's folder; set `docs.path` and `staticDir` to where they are"]
      : []),
    ...(!moved && hasTopLevelKey(text, 'rewrites')
      ? ['rewrites (docsgen builds each page at its own path, so links to a rewritten path are reported broken)']
      : []),
  ];
}

/**
 * The origin of the address a config gives under `key`, written as a string (`site: 'https://…'`) or naming a
 * constant of the file (`site,` or `site: origin`, with `const origin = 'https://…'`, as Tauri writes it); null when
 * it gives none that is an http(s) address.
 */
function urlProperty(text: string, key: string): string | null {
  let written = stringProperty(text, key);
  if (written === null) {
    const named = new RegExp(String.raw`[{,]\s*${key}\s*(?:[,}]|:\s*([A-Za-z_$][\w$]*)\s*[,}])`).exec(text);
    const constant = named ? (named[1] ?? key) : null;
    // A constant, or a fallback (`previewSite || 'https://docs.astro.build/'`, as withastro/docs and expressive-code
    // write it; a preview's address or the published one, `cond ? \`https://${host}\` : 'https://…'`, as
    // starlight-blog does over several lines): the published address is the last URL written in full there.
    if (constant) {
      const initializer = new RegExp(String.raw`\bconst\s+${constant}\s*=([\s\S]*?)(?:;|\n(?=\S))`).exec(text)?.[1] ?? '';
      written = [...initializer.matchAll(/(['"`])(https?:\/\/[^'"`\s]+)\1/g)].at(-1)?.[2] ?? null;
    }
    written ??= new RegExp(String.raw`[{,\s]${key}\s*:[^\n]*?(['"\`])(https?:\/\/[^'"\`\s]+)\1`).exec(text)?.[2] ?? null;
  }
  if (!written || !/^https?:\/\//.test(written)) return null;
  try {
    return new URL(written).origin;
  } catch {
    return null;
  }
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Whether package.json in `folder` names `pkg` among its dependencies. */
function dependsOn(folder: string, pkg: string): boolean {
  try {
    const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    return Boolean(manifest.dependencies?.[pkg] ?? manifest.devDependencies?.[pkg]);
  } catch {
    return false;
  }
}

/**
 * A config's text followed by the project files it imports by relative path, so that what they hold is read as if
 * written in the config: code modules found as Node finds them (`import { shared } from './shared'`: Pinia's
 * VitePress config is a folder of them; Vue Test Utils' names them `./en.mts`) and JSON (`import locales from
 * './locales.json'`: Tauri's locales). Files outside `folder` are not read.
 */
export function configWithImports(folder: string, configPath: string): string {
  const text = readText(configPath);
  const dir = path.dirname(configPath);
  const sources = [...text.matchAll(/\bimport\s+[^'";]*?\bfrom\s+(['"])(\.{1,2}\/[^'"]+)\1/g)].map((m) => m[2]!);
  const files = sources.flatMap((source) => {
    const file = path.join(dir, source);
    if (path.relative(folder, file).startsWith('..')) return [];
    const stem = file.replace(/\.[cm]?js$/, '');
    // An import that names its file as it is (`./en.mts`: Vue Test Utils' locale modules) is that file.
    const written = /\.[cm]?[jt]s$/.test(source) && existsSync(file) ? file : undefined;
    const found = source.endsWith('.json') ? file : (written ?? ['.ts', '.mts', '.js', '.mjs'].map((ext) => stem + ext).find((f) => existsSync(f)));
    return found ? [found] : [];
  });
  return [text, ...files.map(readText)].join('\n');
}

/** A path segment of a VitePress dynamic route: `[pkg]`, `[...rest]`. */
const ROUTE_PARAMETER = /\[[^\]/]+\]/;

/**
 * The dynamic routes of a VitePress pages folder: Markdown files with a `[parameter]` in their path whose `.paths`
 * loader (`[pkg].paths.js`) sits beside them, relative to the folder, as `docs.exclude` globs match them.
 */
function vitePressDynamicRoutes(pagesFolder: string): string[] {
  const files = fg.sync('**/*.md', { cwd: pagesFolder, ignore: ['**/node_modules/**', '.vitepress/**'] });
  return files
    .filter((file) => ROUTE_PARAMETER.test(file))
    .filter((file) => ['js', 'ts', 'mjs', 'mts'].some((ext) => existsSync(path.join(pagesFolder, file.replace(/\.md$/, `.paths.${ext}`)))))
    .map((file) => fg.escapePath(file))
    .sort();
}

function vitePress(folder: string): ForeignProject | null {
  // `.vitepress/config.ts`, or a folder of config modules with its `index` (Pinia's: `index.ts`, `shared.ts`, `en.ts`).
  const configFile = firstExisting(folder, [
    ...['ts', 'mts', 'js', 'mjs'].map((ext) => `.vitepress/config.${ext}`),
    ...['ts', 'mts', 'js', 'mjs'].map((ext) => `.vitepress/config/index.${ext}`),
  ]);
  if (!configFile) return null;
  // The modules the config imports hold its settings too (`...sharedConfig`): read after it.
  const text = configWithImports(folder, path.join(folder, configFile));
  const writtenSrcDir = stringProperty(text, 'srcDir', { topLevel: true });
  const srcDir = path.posix.normalize(writtenSrcDir ?? '.');
  // `rewrites: { 'en/:rest*': ':rest*' }` serves one folder's pages at the root: that folder holds the pages.
  const moved = /['"]([\w-]+)\/:rest\*['"]\s*:\s*['"]:rest\*['"]/.exec(text)?.[1];
  const docsPath = moved ? path.posix.join(srcDir, moved) : srcDir;
  const publicDir = path.posix.join(srcDir, 'public');
  // The other locales' folders sit in `srcDir`: beside the moved default folder, or inside the docs themselves.
  const locales = projectLocales(configLocaleEntries(text), path.join(folder, srcDir));
  const siteUrl = urlProperty(text, 'hostname');
  const baseUrl = basePath(stringProperty(text, 'base', { topLevel: true }));
  const dynamicRoutes = vitePressDynamicRoutes(path.join(folder, docsPath));
  const unread = vitePressLayoutUnread(text, writtenSrcDir, moved);
  return {
    kind: 'vitepress',
    configFile,
    title: stringProperty(text, 'title', { topLevel: true }),
    docsPath,
    srcDir,
    staticDir: existsSync(path.join(folder, publicDir)) ? publicDir : null,
    ...(existsSync(path.join(folder, 'blog')) ? { blogFolder: true } : {}),
    ...(locales ? { locales: { ...locales, ...(moved ? { localesPath: srcDir } : {}) } } : {}),
    ...(dynamicRoutes.length ? { dynamicRoutes } : {}),
    ...(unread.length ? { settings: { head: [], leftOut: unread } } : {}),
    ...(showsLastUpdate(text) ? { showLastUpdateTime: true } : {}),
    ...(/\bignoreDeadLinks\s*:\s*true\b/.test(text) ? { ignoresDeadLinks: true } : {}),
    ...(siteUrl ? { siteUrl } : {}),
    ...(baseUrl ? { baseUrl } : {}),
    ...(/\bmath\s*:\s*true\b/.test(text) ? { math: true } : {}),
  };
}

/**
 * A config's `base` as docsgen's `baseUrl` (`/genaiscript` → `/genaiscript/`): links written with it (`/genaiscript/guide`,
 * as Astro's pages write them) are then the site's. Null for none, `/`, or a value that is not a path.
 */
export function basePath(base: unknown): string | null {
  if (typeof base !== 'string') return null;
  const trimmed = base.trim().replace(/^\.?\/+|\/+$/g, '');
  if (!trimmed || /[?#\\:]|\s/.test(trimmed)) return null;
  return `/${trimmed}/`;
}

/** Astro's own pages and endpoints: everything in src/pages Astro routes but Markdown, which docsgen builds. */
const ASTRO_ROUTED = /\.(astro|[cm]?[jt]s)$/;

/**
 * The routes of the project's `.astro` pages and endpoints (`rss.xml.ts` is `/rss.xml`), as Astro makes them from
 * src/pages: `index` is its folder, a part in brackets a parameter (`[slug]` one part, `[...path]` any number), and a
 * file or folder whose name starts with `_` no route. Sorted; parameters as globs; a route of parameters alone, which
 * would match any path, left out.
 */
export function astroOwnRoutes(pagesFolder: string): string[] {
  if (!existsSync(pagesFolder)) return [];
  const routes = new Set<string>();
  const walk = (folder: string, parts: string[]) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) walk(path.join(folder, entry.name), [...parts, entry.name]);
      else if (ASTRO_ROUTED.test(entry.name) && !/\.d\.ts$/.test(entry.name)) {
        const name = entry.name.replace(ASTRO_ROUTED, '');
        const all = name === 'index' ? parts : [...parts, name];
        const glob = '/' + all.map((part) => (/^\[\.\.\.[^\]]*\]$/.test(part) ? '**' : part.replace(/\[[^\]]*\]/g, '*'))).join('/');
        // A route of parameters alone (`[...slug].astro`, `[lang]/index.astro`: Astro docs' redirects) would take any
        // link for served: those are left out, so links are still checked.
        if (glob === '/' || /[^/*]/.test(glob)) routes.add(glob);
      }
    }
  };
  walk(pagesFolder, []);
  return [...routes].sort();
}

function starlight(folder: string): ForeignProject | null {
  const configFile = firstExisting(folder, ['astro.config.mjs', 'astro.config.ts', 'astro.config.mts', 'astro.config.js']);
  if (!configFile) return null;
  const text = configWithImports(folder, path.join(folder, configFile));
  if (!dependsOn(folder, '@astrojs/starlight') && !text.includes('@astrojs/starlight')) return null;
  const inStarlight = text.slice(Math.max(0, text.search(/\bstarlight\s*\(/)));
  const docsPath = 'src/content/docs';
  const defaultLocale = stringProperty(inStarlight, 'defaultLocale') ?? undefined;
  const locales = projectLocales(configLocaleEntries(text), path.join(folder, docsPath), defaultLocale);
  const pathAliases = tsconfigAliases(folder);
  const siteUrl = urlProperty(text, 'site');
  const baseUrl = basePath(stringProperty(text, 'base', { topLevel: true }));
  const astroRoutes = astroOwnRoutes(path.join(folder, 'src/pages'));
  const project: ForeignProject = {
    kind: 'starlight',
    configFile,
    title: stringProperty(inStarlight, 'title'),
    docsPath,
    staticDir: existsSync(path.join(folder, 'public')) ? 'public' : null,
    ...(existsSync(path.join(folder, 'blog')) ? { blogFolder: true } : {}),
    ...(pathAliases ? { pathAliases } : {}),
    ...(showsLastUpdate(inStarlight) ? { showLastUpdateTime: true } : {}),
    ...(siteUrl ? { siteUrl } : {}),
    ...(baseUrl ? { baseUrl } : {}),
    ...(/remark-math|rehype-katex|rehype-mathjax/.test(text) ? { math: true } : {}),
    ...(astroRoutes.length ? { astroRoutes } : {}),
  };
  return locales ? withDefaultLocaleFolder(project, locales) : project;
}

/** The VitePress or Starlight project in `folder`, or null when it holds neither. */
export function detectProject(folder: string): ForeignProject | null {
  const found = vitePress(folder) ?? starlight(folder);
  const frontMatterKeys = found ? siteFrontMatterKeys(folder, [found.docsPath]) : [];
  const project = found && frontMatterKeys.length ? { ...found, frontMatterKeys } : found;
  if (!project?.staticDir) return project;
  // A site that publishes its own llms.txt (rollup's) keeps it, as init does for a Docusaurus site.
  const ownAgentFile = ['llms.txt', 'llms-full.txt']
    .map((name) => path.posix.join(project.staticDir!, name))
    .find((file) => existsSync(path.join(folder, file)));
  return ownAgentFile ? { ...project, ownAgentFile } : project;
}

const NAMES = { vitepress: 'VitePress', starlight: 'Starlight' } as const;
/** `VitePress'`, `Starlight's`. */
const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

/** A TypeScript string literal of `text`. */
const quoted = (text: string) => `'${text.replace(/[\\']/g, '\\$&')}'`;

/** docsgen's `i18n` for the project's locales: each one's pages in a folder named after it. */
function i18nLines({ defaultLocale, defaultFolder, others, localesPath }: ProjectLocales): string[] {
  const described = [
    ...(defaultFolder ? [{ code: defaultLocale, label: defaultFolder.label, lang: defaultFolder.lang, rtl: defaultFolder.rtl, folder: undefined }] : []),
    ...others,
  ];
  const configs = described.map(({ code, label, lang, rtl, folder }) => {
    const keys = [
      ...(label ? [`label: ${quoted(label)}`] : []),
      ...(lang !== code ? [`htmlLang: ${quoted(lang)}`] : []),
      ...(rtl ? ["direction: 'rtl'"] : []),
      ...(folder ? [`path: ${quoted(folder)}`] : []),
    ];
    return `      ${/^[a-z_$][\w$]*$/i.test(code) ? code : quoted(code)}: { ${keys.join(', ')} },`;
  });
  return [
    "  // The project's locales: each other locale's pages are in a folder named after it (pages it lacks fall back).",
    '  i18n: {',
    `    defaultLocale: ${quoted(defaultLocale)},`,
    `    locales: [${[defaultLocale, ...others.map((o) => o.code)].map(quoted).join(', ')}],`,
    "    layout: 'folders',",
    ...(localesPath ? [`    localesPath: ${quoted(localesPath)},`] : []),
    ...(defaultFolder
      ? [
          `    // Starlight has no \`root\` locale: the default locale's pages are in ${defaultFolder.folder}/ too, served under /${defaultLocale}/.`,
          '    prefixDefaultLocale: true,',
        ]
      : []),
    '    localeConfigs: {',
    ...configs,
    '    },',
    '  },',
  ];
}

/** starlight-blog's front matter keys of a post that docsgen's blog does not read: the featured mark, the cover image. */
const STARLIGHT_BLOG_KEYS = ['featured', 'cover'];

/** docsgen's `markdown` for the project: VitePress' or Starlight's syntax, tsconfig's path aliases, and math only where the project reads it. */
function markdownLines(project: ForeignProject): string[] {
  const comments: string[] = [];
  const entries: string[] = [];
  if (project.kind === 'vitepress') {
    comments.push("  // VitePress' own Markdown: `::: code-group`, `<<< @/file` snippets, `<Badge>`…");
    entries.push("syntax: 'vitepress'");
  }
  if (project.kind === 'starlight') {
    comments.push('  // Expressive Code\'s frames in code blocks: a `// file.ts` comment as the title, `frame="terminal"`, shell blocks as terminals.');
    entries.push("syntax: 'starlight'");
  }
  if (project.pathAliases) {
    comments.push("  // tsconfig.json's paths, which image addresses and imports in the pages use (`~/assets/hero.webp`).");
    entries.push(
      `pathAliases: { ${Object.entries(project.pathAliases)
        .map(([prefix, folder]) => `${quoted(prefix)}: ${quoted(folder)}`)
        .join(', ')} }`,
    );
  }
  if (project.markdownExtensions?.packages.length) {
    comments.push(`  // ${possessive(NAMES[project.kind])} Markdown extensions, which docsgen does not run: pages keeping their syntax are reported.`);
    entries.push(`missingPlugins: [${project.markdownExtensions.packages.map(quoted).join(', ')}]`);
  }
  if (project.markdownExtensions?.containers?.length) {
    comments.push('  // The containers the project adds with markdown-it-container (`::: success`), drawn as admonitions of their own kind.');
    entries.push(`admonitions: { keywords: [${project.markdownExtensions.containers.map(quoted).join(', ')}] }`);
  }
  const slugify = project.slugify && 'maintainCase' in project.slugify ? project.slugify : null;
  if (slugify && (slugify.maintainCase || slugify.keepHyphens)) {
    const kept = [
      ...(slugify.maintainCase ? ["a heading's case (`#attachTo`)"] : []),
      ...(slugify.keepHyphens ? ['the hyphens at its ends (`#Using-get-`)'] : []),
    ];
    comments.push(`  // The config's own \`markdown.anchor.slugify\` keeps ${kept.join(' and ')} in the id.`);
    entries.push(
      `anchors: { ${[...(slugify.maintainCase ? ['maintainCase: true'] : []), ...(slugify.keepHyphens ? ['trimHyphens: false'] : [])].join(', ')} }`,
    );
  }
  // starlight-blog's own keys of a post, which docsgen's blog does not show: declared, on one post or many.
  const blogKeys = project.settings?.blog ? STARLIGHT_BLOG_KEYS.filter((key) => !project.frontMatterKeys?.includes(key)) : [];
  if (project.frontMatterKeys || blogKeys.length) {
    comments.push(
      `  // Front matter keys of the project's own, written on two pages or more${blogKeys.length ? ", and starlight-blog's" : ''}: kept for the pages, not warned of.`,
    );
    entries.push(`frontMatterKeys: [${[...(project.frontMatterKeys ?? []), ...blogKeys].map(quoted).join(', ')}]`);
  }
  if (!project.math) {
    comments.push(`  // ${possessive(NAMES[project.kind])} pages read no math (\`$\` is text), as the project reads none.`);
    entries.push('math: false');
  }
  return [...comments, `  markdown: { ${entries.join(', ')} },`];
}

/** docsgen's `redirects` for Astro's, one entry a line. */
function redirectLines(configFile: string, entries: readonly { from: string; to: string }[]): string[] {
  return [
    `  // ${configFile}'s \`redirects\`: a page at each old path forwards readers to the new one (links to the old path work too).`,
    '  redirects: [',
    ...entries.map(({ from, to }) => `    { from: ${quoted(from)}, to: ${quoted(to)} },`),
    '  ],',
  ];
}

/** What of the project's config init does not carry: its theme always, its sidebar and navigation when running the config failed. */
export function notCarried(project: ForeignProject): string {
  const parts = [
    ...(typeof project.sidebars?.failure === 'string' ? ['sidebar'] : []),
    ...(typeof project.chrome?.failure === 'string' ? ['navigation'] : []),
    'theme (colours, fonts, components of its own)',
  ];
  return `its ${parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)} are` : `${parts[0]} is`}`;
}

/** The comment over a key carried from the project's config: where it came from, and what of it was left out. */
function carriedComment(indent: string, what: string, leftOut: readonly string[], why = ', as docsgen has no place for them'): string[] {
  return [commentLine(`${what}${leftOut.length ? `. Left out${why}:` : '.'}`), ...leftOut.map((item) => commentLine(`- ${item}`))].map((line) => indent + line);
}

/** docsgen's chrome keys from the project's config: tagline, favicon, logo, navbar and footer. */
function chromeLines(project: ForeignProject): string[] {
  const chrome = project.chrome?.failure === null ? project.chrome : null;
  if (!chrome) return [];
  const from = project.configFile;
  return [
    ...(chrome.tagline ? [`  tagline: ${quoted(chrome.tagline)},`] : []),
    ...(chrome.favicon ? [`  favicon: ${quoted(chrome.favicon)},`] : []),
    ...(chrome.logo ? [`  logo: ${plainLiteral(chrome.logo, '  ')},`] : []),
    ...(chrome.navbarItems.length || chrome.leftOut.length
      ? // Each item says why it is left out (a logo outside the public folder, an icon docsgen does not draw).
        carriedComment('  ', `${from}'s ${project.kind === 'vitepress' ? 'nav, social links' : 'social links'}, logo and edit link`, chrome.leftOut, '')
      : []),
    ...(chrome.navbarItems.length ? [`  navbar: { items: ${plainLiteral(chrome.navbarItems, '  ')} },`] : []),
    ...(chrome.copyright ? [`  footer: { copyright: ${quoted(chrome.copyright)} },`] : []),
  ];
}

/** docsgen's `trailingSlash` and `head` from Starlight's project (`head` from VitePress' too), with what of its config is not carried. */
function settingsLines(project: ForeignProject): string[] {
  const settings = project.settings;
  if (!settings) return [];
  return [
    ...(settings.trailingSlash === false
      ? [`  // ${project.configFile}'s \`trailingSlash: 'never'\`: pages are \`/guide\`, and \`/guide/\` leads there.`, '  trailingSlash: false,']
      : []),
    ...(settings.trailingSlash === true
      ? [
          `  // ${project.configFile}'s \`trailingSlash: 'always'\`: relative links start at \`/guide/intro/\`, blog posts' too, as Astro serves them;`,
          '  // docsgen serves `/guide/intro`, and `/guide/intro/` leads there.',
          '  trailingSlash: true,',
        ]
      : []),
    ...(settings.leftOut.length
      ? [`  ${commentLine(`Not carried from ${project.configFile}:`)}`, ...settings.leftOut.map((item) => `  ${commentLine(`- ${item}`)}`)]
      : []),
    ...(settings.head.length
      ? [`  // ${possessive(NAMES[project.kind])} \`head\` tags, added to every page.`, `  head: ${plainLiteral(settings.head, '  ')},`]
      : []),
  ];
}

/** docsgen's `colorMode` as the project shows its pages: VitePress' `appearance` (its default when unread), Starlight's picker. */
function colorModeLines(project: ForeignProject): string[] {
  const mode = project.kind === 'starlight' ? STARLIGHT_COLOR_MODE : (project.colorMode ?? vitePressColorMode(undefined)!);
  const { from, ...colorMode } = mode;
  const says = colorMode.respectPrefersColorScheme
    ? `the reader's system picks light or dark (${colorMode.defaultMode} where it says nothing)`
    : `pages start ${colorMode.defaultMode}`;
  return [`  // ${from}: ${says}${colorMode.disableSwitch ? ', with no switch' : ''}.`, `  colorMode: ${plainLiteral(colorMode, '  ')},`];
}

/** docsgen's `servedElsewhere`: Astro's own pages and endpoints, and the other paths the carried sidebar and navbar link. */
function servedElsewhereLines(project: ForeignProject): string[] {
  const linkedPaths = project.linkedElsewhere?.filter((sitePath) => !project.astroRoutes?.includes(sitePath)) ?? [];
  if (!project.astroRoutes?.length && !linkedPaths.length) return [];
  return [
    ...(project.astroRoutes?.length
      ? ["  // Those pages and endpoints are served beside docsgen's (build them with Astro, or drop them): links to them are not broken."]
      : []),
    ...(linkedPaths.length
      ? [`  // Paths the sidebar or navbar links that are neither a page nor a public file: the project's build steps, or an app served beside it, make them.`]
      : []),
    `  servedElsewhere: [${[...(project.astroRoutes ?? []), ...linkedPaths].map(quoted).join(', ')}],`,
  ];
}

/**
 * starlight-blog's posts as `docs.exclude` globs: its folder in the docs, and in each locale's folder (translations,
 * which docsgen's blog does not read from there).
 */
function blogPostGlobs(project: ForeignProject): string[] {
  const blog = project.settings?.blog;
  if (!blog) return [];
  const localeFolders = project.locales && !project.locales.localesPath ? project.locales.others.map(({ code, folder }) => folder ?? code) : [];
  return [`${blog.prefix}/**`, ...localeFolders.map((folder) => `${folder}/${blog.prefix}/**`)];
}

/** The posts' folder of starlight-blog, relative to the project folder: the blog's `path`, where init writes its authors map. */
export const starlightBlogFolder = (project: ForeignProject): string | null =>
  project.settings?.blog ? path.posix.join(project.docsPath, project.settings.blog.prefix) : null;

/**
 * starlight-blog's excerpt delimiters as `blog.truncateMarker`, written into the config as a literal: `<!-- excerpt -->`
 * or `{/* excerpt *\/}` written as the plugin reads them, alone on their line, so that one inside a line of code (the
 * plugin's own demo post has `'<!-- excerpt -->'` in a code block) ends nothing, as in the plugin.
 */
const STARLIGHT_BLOG_EXCERPT_MARKER = String.raw`/^ {0,3}(?:<!-- excerpt -->|\{\/\* excerpt \*\/\})[ \t]*$/m`;

/** docsgen's `blog` for starlight-blog's options, under Docusaurus' names. */
function blogLines(project: ForeignProject): string[] {
  const blog = project.settings?.blog;
  if (!blog) return [];
  const keys = [
    `path: ${quoted(starlightBlogFolder(project)!)}`,
    `routeBasePath: ${quoted(blog.prefix)}`,
    ...(blog.title ? [`blogTitle: ${quoted(blog.title)}`] : []),
    `postsPerPage: ${blog.postsPerPage}`,
    `blogSidebarCount: ${blog.sidebarCount}`,
    `showReadingTime: ${blog.readingTime}`,
    `feedOptions: { type: ${blog.rss ? "'rss'" : 'null'} }`,
    // The plugin's excerpt delimiter, `<!-- excerpt -->` (`{/* excerpt */}` in MDX), ends a post's list excerpt.
    `truncateMarker: ${STARLIGHT_BLOG_EXCERPT_MARKER}`,
    // A post's `excerpt` front matter is its list entry, before any marker, as the plugin shows it.
    "excerptFrontMatter: 'excerpt'",
    // The plugin's posts show whole when they have no excerpt, take any tag and write their authors out.
    "onUntruncatedBlogPosts: 'ignore'",
    "onInlineTags: 'ignore'",
    "onInlineAuthors: 'ignore'",
  ];
  return [
    `  // starlight-blog's posts (${starlightBlogFolder(project)}/) as docsgen's blog, its options under Docusaurus' names${
      Object.keys(blog.authors).length ? '; its authors are in authors.yml there' : ''
    }.`,
    '  blog: {',
    ...keys.map((key) => `    ${key},`),
    '  },',
  ];
}

/**
 * The `options.json` init writes for each locale starlight-blog's `title` translates, beside the locale's posts
 * (`src/content/docs/fr/blog/options.json`, where docsgen reads a locale's blog title): path and text.
 */
export function starlightBlogLocaleTitles(project: ForeignProject): { file: string; text: string }[] {
  const blog = project.settings?.blog;
  if (!blog) return [];
  return Object.entries(blog.localeTitles).map(([folder, title]) => ({
    file: path.posix.join(project.docsPath, folder, blog.prefix, 'options.json'),
    text: `${JSON.stringify({ title: { message: title, description: "The blog's title in this locale (starlight-blog's `title`)" } }, null, 2)}\n`,
  }));
}

/** The authors map init writes beside starlight-blog's posts (`authors.yml`): the plugin's authors, YAML with JSON strings. */
export function starlightBlogAuthorsYaml(project: ForeignProject): string | null {
  const authors = Object.entries(project.settings?.blog?.authors ?? {});
  if (!authors.length) return null;
  const lines = ["# The authors of starlight-blog's options, written by `docsgen init` (docsgen's blog reads them from here)."];
  for (const [key, author] of authors) {
    lines.push(`${JSON.stringify(key)}:`);
    for (const [field, value] of Object.entries(author)) lines.push(`  ${field}: ${JSON.stringify(value)}`);
  }
  return lines.join('\n') + '\n';
}

/** docsgen's `docs`: where the pages are, how their routes are made, and the config's sidebar when init could read it. */
function docsLines(project: ForeignProject): string[] {
  const keys = [
    `path: ${quoted(project.docsPath)}`,
    ...(project.kind === 'starlight' ? ['slugifyPaths: true'] : []),
    "folderPages: 'index'",
    // VitePress' routes are its files' paths: a folder `6.x/` is `/6.x`, not a number prefix.
    ...(project.kind === 'vitepress' ? ['numberPrefixParser: false'] : []),
    ...(project.showLastUpdateTime ? ['showLastUpdateTime: true'] : []),
    ...(project.chrome?.failure === null && project.chrome.editUrl ? [`editUrl: ${quoted(project.chrome.editUrl)}`] : []),
    // VitePress' edit link names the page's own file (`:path`): a translation's, on a translated page.
    ...(project.kind === 'vitepress' && project.locales && project.chrome?.failure === null && project.chrome.editUrl ? ['editLocalizedFiles: true'] : []),
    // VitePress' `srcExclude` and its dynamic routes, starlight-blog's posts (the blog's, not pages), after docsgen's
    // own exclusions (partials, tests), which a list of its own replaces.
    ...(project.srcExclude?.length || project.dynamicRoutes?.length || blogPostGlobs(project).length
      ? [
          `exclude: [${[...DEFAULT_DOCS_EXCLUDE, ...(project.srcExclude ?? []), ...(project.dynamicRoutes ?? []), ...blogPostGlobs(project)].map(quoted).join(', ')}]`,
        ]
      : []),
  ];
  const carried = project.sidebars?.failure === null ? project.sidebars : null;
  if (!carried || (!Object.keys(carried.sidebars).length && !carried.locales)) return [`  docs: { ${keys.join(', ')} },`];
  return [
    '  docs: {',
    ...keys.map((key) => `    ${key},`),
    ...(project.kind === 'starlight' ? ["    // Starlight's groups start open, those it generates from folders too.", '    sidebarCollapsed: false,'] : []),
    ...carriedComment('    ', `${project.configFile}'s sidebar`, carried.leftOut),
    `    sidebars: ${plainLiteral(carried.sidebars, '    ')},`,
    ...(carried.displayedSidebars
      ? [
          '    // As VitePress does, a page no sidebar lists shows the sidebar of its path.',
          `    displayedSidebars: ${plainLiteral(carried.displayedSidebars, '    ')},`,
        ]
      : []),
    ...(carried.locales
      ? [
          "    // Each translated locale's own sidebar, which its pages show instead (items name the default locale's pages).",
          `    locales: ${plainLiteral(carried.locales, '    ')},`,
        ]
      : []),
    '  },',
  ];
}

/** The site.config.ts of a docsgen site that builds the project's pages. */
export function projectSiteConfig(project: ForeignProject, fallbackTitle: string): string {
  const name = NAMES[project.kind];
  const lines = [
    '/**',
    ` * docsgen settings for this ${name} project, written by \`docsgen init\` from ${project.configFile} (which docsgen`,
    ` * does not read: ${notCarried(project)} not carried). docsgen's configuration reference lists every key.`,
    ' */',
    "import { defineConfig } from 'docsgen';",
    '',
    'export default defineConfig({',
    `  title: ${quoted(project.title ?? fallbackTitle)},`,
    ...(project.titleDelimiter
      ? [
          `  // ${project.configFile}'s \`titleTemplate\`: tab titles are \`<page> ${project.titleDelimiter} <site title>\`.`,
          `  titleDelimiter: ${quoted(project.titleDelimiter)},`,
        ]
      : []),
    ...(project.siteUrl
      ? [
          `  // Where the site is published (the project's ${project.kind === 'starlight' ? '`site`' : '`sitemap.hostname`'}): canonical links and the sitemap use it.`,
          `  url: ${quoted(project.siteUrl)},`,
        ]
      : ['  // Where the site will be published: canonical links and the sitemap use it.', "  url: 'https://docs.example.com',"]),
    ...(project.baseUrl
      ? [`  // The path the project is served under (its \`base\`): links that start with it are the site's.`, `  baseUrl: ${quoted(project.baseUrl)},`]
      : []),
    ...settingsLines(project),
    ...colorModeLines(project),
    ...chromeLines(project),
    ...(project.showLastUpdateTime ? [`  // ${possessive(name)} \`lastUpdated: true\`: each page shows when it last changed, read from git.`] : []),
    ...(project.kind === 'starlight' ? ["  // Starlight's routes are slugs of the files' paths: `Tests/Web Driver.md` is `/tests/web-driver`."] : []),
    `  // ${possessive(name)} folder pages are \`index.md\` files alone: \`README.md\` is a page of its own.`,
    ...docsLines(project),
    ...(project.staticDir ? [`  staticDir: ${quoted(project.staticDir)},`] : []),
    ...(project.ownAgentFile
      ? [`  // The project publishes its own ${project.ownAgentFile}: docsgen writes none of its files for agents over it.`, '  llms: false,']
      : []),
    ...(project.kind === 'starlight'
      ? [
          "  // Astro's src/pages holds .astro pages and endpoints (`rss.xml.ts`), not React pages: only its Markdown is read.",
          "  pages: { include: ['**/*.{md,mdx}'] },",
        ]
      : []),
    ...servedElsewhereLines(project),
    ...(project.ignoresDeadLinks
      ? ["  // VitePress' `ignoreDeadLinks: true`: a link to no page is a warning, and the build goes on.", "  onBrokenLinks: 'warn',"]
      : []),
    ...blogLines(project),
    ...(project.blogFolder && !project.settings?.blog
      ? [`  // ${name} has no blog: blog/ holds pages, which docsgen would otherwise read as blog posts.`, '  blog: false,']
      : []),
    ...(project.locales ? i18nLines(project.locales) : []),
    ...(project.redirects?.entries.length ? redirectLines(project.configFile, project.redirects.entries) : []),
    ...markdownLines(project),
    '});',
    '',
  ];
  return lines.join('\n');
}
