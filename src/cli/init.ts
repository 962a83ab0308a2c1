/**
 * `docsgen init [dir]`: scaffolds a new site by copying templates/init (a config, example docs, a static folder,
 * a .gitignore) with the title filled in, and by writing or completing package.json (scripts `dev`, `build`,
 * `serve`, a dependency on docsgen). It never overwrites: when anything is in the way it writes nothing.
 * In a VitePress or Starlight project it writes a site.config.ts that builds the project's own pages
 * (`init-project.ts`), and the translation files of VitePress' locales' own labels under `i18n/` (never over one
 * that is there). Builds nothing, and words no problem itself (the refusal is the catalogue's
 * `init-files-in-the-way`).
 */
import { existsSync, lstatSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fg from 'fast-glob';
import pc from 'picocolors';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { packageRoot, packageVersion } from '../util/package-root.js';
import { docsgenDependencySpec } from './install-spec.js';
import {
  detectProject,
  notCarried,
  projectSiteConfig,
  starlightBlogAuthorsYaml,
  starlightBlogFolder,
  starlightBlogLocaleTitles,
  type ForeignProject,
} from './init-project.js';
import { translationFileText } from './foreign-locale-chrome.js';
import { withConfigFacts } from './project-config-facts.js';

export interface InitOptions {
  /** The site title. Default: made from the folder's name (`my-docs` → `My Docs`). */
  title?: string;
}

export interface ScaffoldResult {
  ok: boolean;
  /** Files written, relative to the site folder, with forward slashes. */
  created: string[];
  /** Existing files that were completed (package.json). */
  updated: string[];
  /** Files init would have written that were there already, left as they were (a locale's translation files). */
  kept?: string[];
  /** The refusal, when something was in the way (then nothing was written). */
  diagnostics: Diagnostic[];
}

/** The scripts every new site gets. */
export const SITE_SCRIPTS: Readonly<Record<string, string>> = {
  dev: 'docsgen dev',
  build: 'docsgen build --strict',
  serve: 'docsgen serve',
};

/** Template names stored under another name: npm never packs a file called `.gitignore`. */
const STORED_AS: Readonly<Record<string, string>> = { gitignore: '.gitignore' };

export const templatesDir = (): string => path.join(packageRoot(), 'templates/init');

/** `my-docs_v2` → `My Docs V2`. */
function titleFromFolder(folder: string): string {
  const words = path
    .basename(folder)
    .split(/[\s._-]+/)
    .filter(Boolean);
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ') || 'My Docs';
}

/** A valid npm package name from the folder's name. */
function packageNameFrom(folder: string): string {
  const name = path
    .basename(folder)
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, '-')
    .replace(/^[._~-]+|-+$/g, '');
  return name.slice(0, 214) || 'docs';
}

/** The title as it must be written into a template of this kind: a TS string, Markdown text, or as it is. */
function escapeFor(file: string, title: string): string {
  if (file.endsWith('.ts')) return title.replace(/[\\']/g, '\\$&');
  // Any ASCII punctuation may be backslash-escaped in Markdown, so `*`, `[` or `:` in a title stay text.
  if (file.endsWith('.md')) return title.replace(/[!-/:-@[-`{-~]/g, '\\$&');
  if (file.endsWith('.json')) return JSON.stringify(title).slice(1, -1);
  return title;
}

interface PackageJson {
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  [key: string]: unknown;
}

/** What to do with package.json: create it, complete it (with the scripts already there under other commands), or leave it. */
function planPackageJson(file: string, folder: string): { text: string | null; exists: boolean; clashes: string[]; unreadable: boolean } {
  const dependency = docsgenDependencySpec(packageRoot(), packageVersion());
  if (!existsSync(file)) {
    const manifest = { name: packageNameFrom(folder), version: '0.0.0', private: true, scripts: { ...SITE_SCRIPTS }, dependencies: { docsgen: dependency } };
    return { text: JSON.stringify(manifest, null, 2) + '\n', exists: false, clashes: [], unreadable: false };
  }
  let manifest: PackageJson;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
    if (!manifest || typeof manifest !== 'object' || Array.isArray(manifest)) throw new Error('not an object');
  } catch {
    return { text: null, exists: true, clashes: [], unreadable: true };
  }
  const scripts = { ...(manifest.scripts ?? {}) };
  const clashes = Object.keys(SITE_SCRIPTS).filter((name) => name in scripts && scripts[name] !== SITE_SCRIPTS[name]);
  let changed = false;
  for (const [name, command] of Object.entries(SITE_SCRIPTS)) {
    if (!(name in scripts)) {
      scripts[name] = command;
      changed = true;
    }
  }
  const next: PackageJson = { ...manifest, scripts };
  // An install of the tarball or a git URL already wrote the dependency: keep its spec.
  if (!manifest.dependencies?.docsgen && !manifest.devDependencies?.docsgen) {
    next.dependencies = { ...(manifest.dependencies ?? {}), docsgen: dependency };
    changed = true;
  }
  return { text: changed ? JSON.stringify(next, null, 2) + '\n' : null, exists: true, clashes, unreadable: false };
}

/** A file, folder or link (even a dangling one) at `file`, or null. */
const entryAt = (file: string) => lstatSync(file, { throwIfNoEntry: false }) ?? null;
/** A folder, or a link to one. */
const isFolder = (file: string) => statSync(file, { throwIfNoEntry: false })?.isDirectory() ?? false;

/** The first path from `folder` down to `relative` (itself included) that is in the way of writing it, if any. */
function blockedAt(folder: string, relative: string): string | null {
  const parts = relative.split('/');
  for (let i = 1; i < parts.length; i++) {
    const dir = parts.slice(0, i).join('/');
    const absolute = path.join(folder, dir);
    if (entryAt(absolute) && !isFolder(absolute)) return dir;
  }
  return entryAt(path.join(folder, relative)) ? relative : null;
}

/** A folder as messages name it: relative to the current folder (`.` for itself), or absolute when outside it. */
function shownPath(folder: string): string {
  const relative = path.relative(process.cwd(), folder);
  return relative.startsWith('..') || path.isAbsolute(relative) ? folder : relative || '.';
}

/**
 * Writes a new site into `dir` (created when missing). Checks every target first and writes nothing when a file
 * is in the way; package.json is the one file that may already exist (an `npm install` of docsgen writes one):
 * its missing scripts and the docsgen dependency are added, and a script of the same name with another command
 * is in the way.
 */
export function scaffoldSite(dir: string, options: InitOptions = {}): ScaffoldResult {
  const folder = path.resolve(dir);
  const shown = shownPath(folder);
  const title = options.title?.replace(/\s+/g, ' ').trim() || titleFromFolder(folder);
  const templates = fg.sync('**/*', { cwd: templatesDir(), dot: true, onlyFiles: true }).sort();
  const targets = templates.map((template) => ({
    template,
    target: template
      .split('/')
      .map((part) => STORED_AS[part] ?? part)
      .join('/'),
  }));

  if (entryAt(folder) && !isFolder(folder)) {
    const facts = { folder: shownPath(path.dirname(folder)), files: [path.basename(folder)], scripts: [] };
    return { ok: false, created: [], updated: [], diagnostics: [diagnostic('init-files-in-the-way', 'error', facts)] };
  }
  const manifestFile = path.join(folder, 'package.json');
  const manifest = planPackageJson(manifestFile, folder);
  const inTheWay = new Set<string>();
  for (const { target } of targets) {
    const blocked = blockedAt(folder, target);
    if (blocked) inTheWay.add(blocked);
  }
  if (manifest.unreadable) inTheWay.add('package.json');
  if (inTheWay.size || manifest.clashes.length) {
    const files = [...inTheWay].sort();
    return {
      ok: false,
      created: [],
      updated: [],
      diagnostics: [diagnostic('init-files-in-the-way', 'error', { folder: shown, files, scripts: manifest.clashes })],
    };
  }

  const created: string[] = [];
  const updated: string[] = [];
  for (const { template, target } of targets) {
    const file = path.join(folder, target);
    mkdirSync(path.dirname(file), { recursive: true });
    const raw = readFileSync(path.join(templatesDir(), template));
    const text = /\.(ts|md|json)$/.test(target) ? raw.toString('utf8').replaceAll('{{title}}', escapeFor(target, title)) : raw;
    // `wx`: a file that appeared since the check above is still never overwritten.
    writeFileSync(file, text, { flag: 'wx' });
    created.push(target);
  }
  if (manifest.text !== null) {
    writeFileSync(manifestFile, manifest.text, { flag: manifest.exists ? 'w' : 'wx' });
    (manifest.exists ? updated : created).push('package.json');
  }
  return { ok: true, created, updated, diagnostics: [] };
}

/** True when `docsgen` resolves from the folder, so its scripts run without an install first. */
function docsgenInstalledFor(folder: string): boolean {
  try {
    createRequire(path.join(folder, 'package.json')).resolve('docsgen/package.json');
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes site.config.ts for the VitePress or Starlight project in `folder`, unless one is there already (then
 * writes nothing and says so).
 */
export function initProject(folder: string, project: ForeignProject, options: InitOptions = {}): ScaffoldResult {
  const file = path.join(folder, 'site.config.ts');
  if (entryAt(file)) {
    const facts = { folder: shownPath(folder), files: ['site.config.ts'], scripts: [] };
    return { ok: false, created: [], updated: [], diagnostics: [diagnostic('init-files-in-the-way', 'error', facts)] };
  }
  const title = options.title?.replace(/\s+/g, ' ').trim() || titleFromFolder(folder);
  writeFileSync(file, projectSiteConfig(options.title ? { ...project, title } : project, title), { flag: 'wx' });
  // The translated locales' own labels and words, as docsgen's translation files; one already there is left as it is.
  const created = ['site.config.ts'];
  const kept: string[] = [];
  for (const [locale, files] of Object.entries(project.localeTranslations ?? {})) {
    for (const [name, entries] of Object.entries(files)) {
      const relative = path.posix.join('i18n', locale, name);
      const target = path.join(folder, ...relative.split('/'));
      if (entryAt(target)) {
        kept.push(relative);
        continue;
      }
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, translationFileText(entries), { flag: 'wx' });
      created.push(relative);
    }
  }
  // starlight-blog's authors, as the blog's authors map beside its posts (one already there is the project's own).
  const authors = starlightBlogAuthorsYaml(project);
  const blogFolder = starlightBlogFolder(project);
  const authorsFile = blogFolder ? path.posix.join(blogFolder, 'authors.yml') : null;
  if (authors && authorsFile && !entryAt(path.join(folder, authorsFile))) {
    mkdirSync(path.dirname(path.join(folder, authorsFile)), { recursive: true });
    writeFileSync(path.join(folder, authorsFile), authors, { flag: 'wx' });
    created.push(authorsFile);
  }
  // Its title in each other locale, as that locale's blog title; a file already there is the project's own.
  for (const { file, text } of starlightBlogLocaleTitles(project)) {
    const target = path.join(folder, ...file.split('/'));
    if (entryAt(target)) {
      kept.push(file);
      continue;
    }
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text, { flag: 'wx' });
    created.push(file);
  }
  return { ok: true, created, updated: [], diagnostics: [], ...(kept.length ? { kept } : {}) };
}

/** The `docsgen init` command: scaffolds, then prints what it wrote and the next steps (or the refusal). Returns the exit code. */
export async function runInit(dir: string | undefined, options: InitOptions): Promise<number> {
  const folder = path.resolve(dir ?? '.');
  const detected = detectProject(folder);
  const project = detected ? await withConfigFacts(folder, detected) : null;
  if (project) return reportProjectInit(folder, project, initProject(folder, project, options));
  const result = scaffoldSite(folder, options);
  if (!result.ok) {
    const { formatDiagnostics } = await import('../diagnostics/format.js');
    process.stderr.write(formatDiagnostics(result.diagnostics) + '\n');
    return 1;
  }
  // The folder as the user wrote it, so `cd` works from where they are.
  const shown = dir === undefined || path.resolve(dir) === process.cwd() ? '' : dir;
  const pages = result.created.filter((f) => f.startsWith('docs/') && f.endsWith('.md')).length;
  const listed = [...result.created.filter((f) => !f.startsWith('docs/')), `docs/ (${pages} example pages)`];
  const lines = [
    `${pc.green('✔')} created a docsgen site in ${shown || 'this folder'}: ${listed.join(', ')}`,
    ...(result.updated.length ? [`${pc.green('✔')} added the dev, build and serve scripts to ${result.updated.join(', ')}`] : []),
    '',
    'Next steps:',
    ...(shown ? [`  cd ${/[^\w./-]/.test(shown) ? JSON.stringify(shown) : shown}`] : []),
    ...(docsgenInstalledFor(folder) ? [] : ['  npm install']),
    `  npm run dev     ${pc.dim('write with live reload on http://127.0.0.1:3000')}`,
    `  npm run build   ${pc.dim('build the site into build/ (warnings fail it too)')}`,
    `  npm run serve   ${pc.dim('preview the built site')}`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
  return 0;
}

/** What init did with Astro's `redirects`: how many it carried, which it left out, or why it could not read them. */
function redirectReport({ configFile, redirects }: ForeignProject): string[] {
  if (!redirects) return [];
  const { entries, leftOut, failure } = redirects;
  if (failure !== null) return [`${pc.yellow('!')} its \`redirects\` are not carried: running ${configFile} failed (${failure}); copy them by hand`];
  const shown = leftOut.slice(0, 5).join(', ') + (leftOut.length > 5 ? `, and ${leftOut.length - 5} more` : '');
  return [
    ...(entries.length ? [`${pc.green('✔')} carried its ${entries.length} redirect${entries.length === 1 ? '' : 's'}`] : []),
    ...(leftOut.length ? [`${pc.yellow('!')} left out redirects docsgen cannot write (dynamic routes, another shape): ${shown}`] : []),
  ];
}

/** What init did with the config's sidebar: how many sidebars it carried, what it left out, or why it could not read it. */
function sidebarReport({ sidebars }: ForeignProject): string[] {
  if (!sidebars) return [];
  const { sidebars: carried, leftOut, failure } = sidebars;
  if (failure !== null) return [`${pc.yellow('!')} its sidebar is not carried: ${failure}; docsgen makes one from the folders`];
  const count = Object.keys(carried).length;
  const shown = leftOut.slice(0, 5).join('; ') + (leftOut.length > 5 ? `; and ${leftOut.length - 5} more (listed in site.config.ts)` : '');
  const locales = Object.keys(sidebars.locales ?? {});
  const own = locales.length ? `, and the own sidebars of the locale${locales.length === 1 ? '' : 's'} ${locales.join(', ')}` : '';
  return [
    ...(count || own ? [`${pc.green('✔')} carried its sidebar${count === 1 ? '' : `s (${count})`}${own}`] : []),
    ...(leftOut.length ? [`${pc.yellow('!')} left out of the sidebar: ${shown}`] : []),
  ];
}

/** What init did with the config's navbar, logo, favicon, tagline, edit link and footer. */
function chromeReport({ chrome }: ForeignProject): string[] {
  if (!chrome) return [];
  if (chrome.failure !== null) return [`${pc.yellow('!')} its navigation is not carried: ${chrome.failure}`];
  const carried = [
    ...(chrome.navbarItems.length ? [`its navbar (${chrome.navbarItems.length} item${chrome.navbarItems.length === 1 ? '' : 's'})`] : []),
    ...(chrome.logo ? ['logo'] : []),
    ...(chrome.favicon ? ['favicon'] : []),
    ...(chrome.tagline ? ['description'] : []),
    ...(chrome.editUrl ? ['edit link'] : []),
    ...(chrome.copyright ? ['footer text'] : []),
  ];
  return [
    ...(carried.length ? [`${pc.green('✔')} carried ${carried.join(', ')}`] : []),
    ...(chrome.leftOut.length ? [`${pc.yellow('!')} left out: ${chrome.leftOut.join('; ')}`] : []),
  ];
}

/** What init read of VitePress' own heading ids (`markdown.anchor.slugify`): carried, or how they differ from docsgen's. */
function slugifyReport({ slugify }: ForeignProject): string[] {
  if (!slugify) return [];
  if ('failure' in slugify) {
    return [
      `${pc.yellow('!')} its \`markdown.anchor.slugify\` could not be called (${slugify.failure}): headings get VitePress' own ids, which links written for its ids may miss`,
    ];
  }
  const { maintainCase, keepHyphens, differs } = slugify;
  const carried = [
    ...(maintainCase ? ['their case (markdown.anchors.maintainCase)'] : []),
    ...(keepHyphens ? ['the hyphens at their ends (markdown.anchors.trimHyphens: false)'] : []),
  ];
  return [
    ...(carried.length ? [`${pc.green('✔')} carried what its \`markdown.anchor.slugify\` keeps in heading ids: ${carried.join(', ')}`] : []),
    ...(differs
      ? [
          `${pc.yellow('!')} its \`markdown.anchor.slugify\` makes other heading ids than docsgen can: \`${differs.heading}\` is #${differs.theirs} there, #${differs.ours} here; links written for its ids are reported as broken anchors`,
        ]
      : []),
  ];
}

/** Starlight's head tags, Astro's trailing slash and VitePress' title template carried, and the settings left out (Starlight's plugins…). */
function settingsReport({ settings, titleDelimiter }: ForeignProject): string[] {
  if (!settings && !titleDelimiter) return [];
  if (!settings) return [`${pc.green('✔')} carried titleTemplate (as titleDelimiter: '${titleDelimiter}')`];
  const carried = [
    ...(titleDelimiter ? [`titleTemplate (as titleDelimiter: '${titleDelimiter}')`] : []),
    ...(settings.head.length ? [`its head tags (${settings.head.length})`] : []),
    ...(settings.trailingSlash === false ? ["trailingSlash: 'never'"] : []),
    ...(settings.trailingSlash === true ? ["trailingSlash: 'always'"] : []),
  ];
  return [
    ...(carried.length ? [`${pc.green('✔')} carried ${carried.join(', ')}`] : []),
    ...(settings.leftOut.length ? [`${pc.yellow('!')} not carried: ${settings.leftOut.join('; ')}`] : []),
  ];
}

/** The paths the carried sidebar and navbar link that no page or public file is, which init lists in servedElsewhere. */
function linkedElsewhereReport({ linkedElsewhere }: ForeignProject): string[] {
  if (!linkedElsewhere?.length) return [];
  const them = linkedElsewhere.length === 1 ? 'it' : 'them';
  return [
    `${pc.yellow('!')} the sidebar or navbar links ${linkedElsewhere.join(', ')}, neither a page nor a public file: listed in servedElsewhere (a build step of the project, or an app served beside it, makes ${them}; else the link is broken)`,
  ];
}

/**
 * The pages whose front matter the build will refuse, with why: counted as pages (links to them are the site's), but
 * the build reports each until its front matter is fixed, which a migration should say before the build does.
 */
export function invalidPagesReport({ invalidPages }: ForeignProject): string[] {
  if (!invalidPages?.length) return [];
  // One reason at a time (genaiscript's 95 pages share one): the first few pages it holds for, then how many more.
  const byReason = new Map<string, string[]>();
  for (const { file, line, reason } of invalidPages) {
    const key = reason.replace(/\.$/, '');
    byReason.set(key, [...(byReason.get(key) ?? []), `${file}${line ? `:${line}` : ''}`]);
  }
  const reasons = [...byReason].map(([reason, places]) => {
    const more = places.length > 3 ? `, and ${places.length - 3} more` : '';
    return `${reason} (${places.slice(0, 3).join(', ')}${more})`;
  });
  const pages = invalidPages.length === 1 ? 'a page has' : `${invalidPages.length} pages have`;
  return [
    `${pc.yellow('!')} ${pages} front matter that the build refuses until it is fixed, counted as pages all the same (links to them are the site's): ${reasons.join('; ')}`,
  ];
}

/** The translation files init wrote for the locales' own nav labels, footer and theme words, and those it left as they were. */
function translationsReport({ created, kept }: ScaffoldResult): string[] {
  const written = created.filter((file) => file.startsWith('i18n/'));
  const locales = [...new Set(written.map((file) => file.split('/')[1]))];
  return [
    ...(written.length
      ? [`${pc.green('✔')} wrote the own nav labels, footer and theme words of the locales ${locales.join(', ')} in i18n/ (${written.length} files)`]
      : []),
    ...(kept?.length ? [`${pc.yellow('!')} left as they were (not written): ${kept.join(', ')}`] : []),
  ];
}

/** Prints what `initProject` did in a VitePress or Starlight project. Returns the exit code. */
async function reportProjectInit(folder: string, project: ForeignProject, result: ScaffoldResult): Promise<number> {
  if (!result.ok) {
    const { formatDiagnostics } = await import('../diagnostics/format.js');
    process.stderr.write(formatDiagnostics(result.diagnostics) + '\n');
    return 1;
  }
  const name = project.kind === 'vitepress' ? 'VitePress' : 'Starlight';
  const lines = [
    `${pc.green('✔')} wrote site.config.ts for the ${name} project in ${shownPath(folder)}: its pages in ${project.docsPath}/${
      project.staticDir ? `, its files in ${project.staticDir}/` : ''
    }`,
    ...redirectReport(project),
    ...sidebarReport(project),
    ...chromeReport(project),
    ...translationsReport(result),
    ...linkedElsewhereReport(project),
    ...invalidPagesReport(project),
    ...(project.markdownExtensions
      ? [`${pc.yellow('!')} its Markdown extensions are not run (pages keeping their syntax are reported): ${project.markdownExtensions.leftOut.join('; ')}`]
      : []),
    ...settingsReport(project),
    ...slugifyReport(project),
    ...(project.settings?.blog
      ? [
          `${pc.green('✔')} carried starlight-blog as docsgen's blog: its posts in ${starlightBlogFolder(project)}/ at /${project.settings.blog.prefix}${
            result.created.some((file) => file.endsWith('/authors.yml'))
              ? `, its authors in ${result.created.filter((file) => file.endsWith('/authors.yml')).join(', ')}`
              : ''
          }${
            result.created.some((file) => file.endsWith('/options.json'))
              ? `, its title in other locales in ${result.created.filter((file) => file.endsWith('/options.json')).join(', ')}`
              : ''
          }`,
        ]
      : []),
    ...(project.dynamicRoutes?.length
      ? [
          `${pc.yellow('!')} left out its dynamic routes, whose pages their \`.paths\` loaders make (docsgen does not run them): ${project.dynamicRoutes.join(', ')}`,
        ]
      : []),
    `  ${pc.dim(`${project.configFile}: ${notCarried(project)} not carried`)}`,
    '',
    'Next steps:',
    ...(docsgenInstalledFor(folder) ? [] : ['  npm install --save-dev docsgen']),
    `  npx docsgen build   ${pc.dim('build the site into build/')}`,
    `  npx docsgen dev     ${pc.dim('write with live reload on http://127.0.0.1:3000')}`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
  return 0;
}
