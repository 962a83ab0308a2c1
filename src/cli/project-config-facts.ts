/**
 * What `docsgen init` reads from a VitePress or Starlight project's config by running it, not from its text: Astro's
 * `redirects` and either tool's sidebar, which configs build with code (spread from modules, made by functions).
 * The config runs once, only when its text (or a module it imports) names one of them, in the child process that
 * runs Docusaurus configs (`migrate/evaluate-module.ts`): packages it imports get stand-ins, `defineConfig` gives
 * its argument back and `starlight()` its options. The sidebar's entries are matched to the project's pages, read
 * as a build reads them (routes from paths, `slug` front matter). A config that cannot run is said as such, never
 * a stack trace. Must not write anything.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { slug as slugOf } from 'github-slugger';
import { LLMS_FILE, LLMS_FULL_FILE } from '../emit/llms.js';
import { discoverDocs } from '../content/discover.js';
import { loadDocs } from '../content/docs.js';
import { EvaluateError, evaluateModule, Opaque } from '../migrate/evaluate-module.js';
import { isRecord } from '../util/is-record.js';
import { redirectEntries } from './astro-redirects.js';
import { sitePathsLinked, starlightSidebars, vitePressSidebars, type CarriedSidebars, type PageIndex } from './foreign-sidebars.js';
import { configWithImports, type ForeignProject } from './init-project.js';

/** The project's pages as the sidebar mapping needs them: each one's id by its route, each folder by its slug path. */
export async function projectPages(folder: string, project: ForeignProject): Promise<PageIndex> {
  const starlight = project.kind === 'starlight';
  const { docs: raw } = await discoverDocs(folder, project.docsPath);
  const { docs } = loadDocs(raw, { routeBasePath: '/', includeDrafts: true, slugifyPaths: starlight, folderPages: 'index' });
  const ids = new Map<string, string>();
  const lowerCaseIds = new Map<string, string>();
  for (const doc of docs) {
    ids.set(doc.route, doc.id);
    if (!lowerCaseIds.has(doc.route.toLowerCase())) lowerCaseIds.set(doc.route.toLowerCase(), doc.id);
  }
  const folders = new Map<string, string>([['', '']]);
  for (const { sourcePath } of raw) {
    const parts = sourcePath.split('/').slice(0, -1);
    for (let n = 1; n <= parts.length; n++) {
      const written = parts.slice(0, n).join('/');
      folders.set(
        parts
          .slice(0, n)
          .map((part) => slugOf(part))
          .join('/'),
        written,
      );
      folders.set(written.toLowerCase(), written);
    }
  }
  return {
    idOfRoute: (route) => ids.get(route) ?? lowerCaseIds.get(route.toLowerCase()) ?? null,
    folderOf: (slugPath) =>
      folders.get(slugPath.toLowerCase()) ??
      folders.get(
        slugPath
          .split('/')
          .map((part) => slugOf(part))
          .join('/'),
      ) ??
      null,
  };
}

/** Files docsgen writes at the site's root, which a sidebar may link (`/llms.txt`). */
const WRITTEN_FILES = new Set([`/${LLMS_FILE}`, `/${LLMS_FULL_FILE}`, '/sitemap.xml', '/robots.txt']);

/** Whether the built site will have a file at `sitePath`: one docsgen writes, or one of the project's public folder. */
function fileServed(folder: string, project: ForeignProject, sitePath: string): boolean {
  if (WRITTEN_FILES.has(sitePath) && !project.ownAgentFile) return true;
  if (!project.staticDir) return false;
  const file = path.join(folder, project.staticDir, ...sitePath.split('/').filter(Boolean));
  return !path.relative(path.join(folder, project.staticDir), file).startsWith('..') && existsSync(file);
}

/** `value.a.b…`, or undefined when a step is not a plain object. */
function member(value: unknown, ...keys: string[]): unknown {
  let at = value;
  for (const key of keys) {
    if (!isRecord(at) || at instanceof Opaque) return undefined;
    at = at[key];
  }
  return at;
}

/** Starlight's options: the argument of `starlight()` among Astro's integrations (its stand-in gives them back). */
function starlightOptions(config: unknown): unknown {
  const integrations = member(config, 'integrations');
  const found = Array.isArray(integrations) ? integrations.flat().find((entry) => member(entry, 'integration') === '@astrojs/starlight') : undefined;
  return member(found, 'options');
}

/** VitePress' sidebar: its `themeConfig`'s, or its root locale's; the other locales' own sidebars are said left out. */
function vitePressSidebarOf(config: unknown, pages: PageIndex): CarriedSidebars {
  const locales = member(config, 'locales');
  const carried = vitePressSidebars(member(config, 'themeConfig', 'sidebar') ?? member(locales, 'root', 'themeConfig', 'sidebar'), pages);
  const translated = isRecord(locales)
    ? Object.keys(locales).filter((code) => code !== 'root' && member(locales, code, 'themeConfig', 'sidebar') !== undefined)
    : [];
  if (!translated.length) return carried;
  return { ...carried, leftOut: [...carried.leftOut, `the own sidebars of the locales ${translated.join(', ')} (their pages show the default locale's)`] };
}

/** The project with what running its config tells: Starlight's redirects, and the sidebar of either tool. */
export async function withConfigFacts(folder: string, project: ForeignProject): Promise<ForeignProject> {
  const configFile = path.join(folder, project.configFile);
  const text = configWithImports(folder, configFile);
  const readsRedirects = project.kind === 'starlight' && /\bredirects\b/.test(text);
  const readsSidebar = /\bsidebar\b/.test(text);
  if (!readsRedirects && !readsSidebar) return project;
  let config: unknown;
  try {
    config = await evaluateModule(configFile, { cwd: path.dirname(configFile) });
  } catch (error) {
    if (!(error instanceof EvaluateError)) throw error;
    const where = error.at.line ? `${path.basename(error.at.file)}:${error.at.line}` : path.basename(error.at.file);
    const failure = `${where}: ${error.message}`;
    return {
      ...project,
      ...(readsRedirects ? { redirects: { entries: [], leftOut: [], failure } } : {}),
      ...(readsSidebar ? { sidebars: { sidebars: {}, leftOut: [], failure: `running ${project.configFile} failed (${failure})` } } : {}),
    };
  }
  // The whole config made by a package that is not installed (`export default extendTheme(config)`): nothing to read.
  if (config instanceof Opaque && readsSidebar) {
    const maker = config.kind === 'package' && config.source ? `what ${config.source} makes, which is not installed here` : 'a value docsgen cannot read';
    return { ...project, sidebars: { sidebars: {}, leftOut: [], failure: `${project.configFile} exports ${maker}` } };
  }
  let found = project;
  if (readsRedirects) {
    const { entries, leftOut } = redirectEntries(member(config, 'redirects'));
    if (entries.length || leftOut.length) found = { ...found, redirects: { entries, leftOut, failure: null } };
  }
  if (readsSidebar) {
    const pages = await projectPages(folder, project);
    const carried = project.kind === 'starlight' ? starlightSidebars(member(starlightOptions(config), 'sidebar'), pages) : vitePressSidebarOf(config, pages);
    const servedElsewhere = sitePathsLinked(carried.sidebars).filter((sitePath) => !fileServed(folder, project, sitePath));
    if (Object.keys(carried.sidebars).length || carried.leftOut.length) found = { ...found, sidebars: { ...carried, servedElsewhere, failure: null } };
  }
  return found;
}
