/**
 * `@docusaurus/plugin-content-docs/client`: the docs plugin's hooks over docsgen's docs data (each docs instance
 * by id, `default` the `docs` key's; versions newest first, as the version dropdown lists them). As in Docusaurus,
 * a hook given no id reads the `default` instance, and the active plugin and version are found from the page's
 * path. Hooks that need what docsgen's pages do not carry give the nearest honest value: `useDocsVersion().docs`
 * (each doc's id, title, description and sidebar) is listed when the page is built and empty in the browser, which
 * does not load the version's docs; `docsSidebars` is empty, and there is no preferred version to remember. No Node
 * or DOM code.
 */
import { useContext } from 'react';
import type { MdxDocsData, MdxDocsDoc, MdxDocsVersion } from '../../../core/mdx.js';
import { withBase, asSitePath } from '../../../core/urls.js';
import { MdxContext } from '../context.js';
import { DEFAULT_PLUGIN_ID, docsInstancesOf } from '../useGlobalData.js';

export type GlobalVersion = MdxDocsVersion;
export type GlobalDoc = MdxDocsDoc;
export type GlobalPluginData = MdxDocsData;

export interface ActivePlugin {
  pluginId: string;
  pluginData: GlobalPluginData;
}

/** Every docs instance's data, and the page's path with the base URL (what Docusaurus matches versions against). */
function useDocsContext(): { instances: Readonly<Record<string, GlobalPluginData>>; pathname: string } {
  const { site, route, baseUrl } = useContext(MdxContext);
  return { instances: docsInstancesOf(site), pathname: withBase(baseUrl, asSitePath(route ?? '/')) };
}

/** Whether `pathname` is `path` or below it. */
function under(pathname: string, path: string): boolean {
  const base = path.replace(/\/+$/, '');
  return base === '' || pathname === base || pathname.startsWith(`${base}/`);
}

/** The version of `data` whose path holds the page: the others first, since the last one's path holds theirs. */
function activeVersionOf(data: GlobalPluginData, pathname: string): GlobalVersion | undefined {
  const last = data.versions.find((v) => v.isLast);
  return [...data.versions.filter((v) => v !== last), ...(last ? [last] : [])].find((v) => under(pathname, v.path));
}

export function useAllDocsData(): Record<string, GlobalPluginData> {
  return { ...useDocsContext().instances };
}

export function useDocsData(pluginId: string = DEFAULT_PLUGIN_ID): GlobalPluginData {
  const { instances } = useDocsContext();
  const data = instances[pluginId];
  if (!data) throw new Error(`There is no docs plugin "${pluginId}": docsgen builds ${Object.keys(instances).join(', ') || 'none'}.`);
  return data;
}

/** The docs instance whose path holds the page (the longest path first), or undefined outside the docs. */
export function useActivePlugin(): ActivePlugin | undefined {
  const { instances, pathname } = useDocsContext();
  const found = Object.entries(instances)
    .sort(([, a], [, b]) => b.path.length - a.path.length)
    .find(([, data]) => data.versions.length && under(pathname, data.path));
  return found ? { pluginId: found[0], pluginData: found[1] } : undefined;
}

/** Versions newest first: the current (unreleased) one, then the released ones. */
export function useVersions(pluginId?: string): GlobalVersion[] {
  return useDocsData(pluginId).versions;
}

export function useLatestVersion(pluginId?: string): GlobalVersion {
  const versions = useVersions(pluginId);
  return (versions.find((v) => v.isLast) ?? versions[0])!;
}

/** The version of the instance whose path holds the page (undefined on a page of another instance). */
export function useActiveVersion(pluginId?: string): GlobalVersion | undefined {
  const data = useDocsData(pluginId);
  return activeVersionOf(data, useDocsContext().pathname);
}

export function useActivePluginAndVersion(): { activePlugin: ActivePlugin; activeVersion: GlobalVersion | undefined } | undefined {
  const activePlugin = useActivePlugin();
  const { pathname } = useDocsContext();
  return activePlugin ? { activePlugin, activeVersion: activeVersionOf(activePlugin.pluginData, pathname) } : undefined;
}

export interface ActiveDocContext {
  activeVersion?: GlobalVersion;
  activeDoc?: GlobalDoc;
  /** The same doc (by id) in the other versions that have it. */
  alternateDocVersions: Record<string, GlobalDoc>;
}

export function useActiveDocContext(pluginId?: string): ActiveDocContext {
  const data = useDocsData(pluginId);
  const { pathname } = useDocsContext();
  const activeVersion = activeVersionOf(data, pathname);
  const activeDoc = activeVersion?.docs.find((doc) => doc.path === pathname);
  const alternateDocVersions: Record<string, GlobalDoc> = {};
  if (activeDoc) {
    for (const version of data.versions) {
      const same = version.docs.find((doc) => doc.id === activeDoc.id);
      if (same) alternateDocVersions[version.name] = same;
    }
  }
  return { ...(activeVersion ? { activeVersion } : {}), ...(activeDoc ? { activeDoc } : {}), alternateDocVersions };
}

export function useDocVersionSuggestions(pluginId?: string): { latestVersionSuggestion: GlobalVersion; latestDocSuggestion?: GlobalDoc } {
  const latestVersionSuggestion = useLatestVersion(pluginId);
  const { alternateDocVersions } = useActiveDocContext(pluginId);
  const latestDocSuggestion = alternateDocVersions[latestVersionSuggestion.name];
  return { latestVersionSuggestion, ...(latestDocSuggestion ? { latestDocSuggestion } : {}) };
}

/** The page's own version, as Docusaurus' doc pages give it to their components (`PropVersionMetadata`). */
export function useDocsVersion() {
  const { site } = useContext(MdxContext);
  const version = site?.docs?.versions.find((v) => v.name === site.version);
  if (!version) throw new Error('useDocsVersion() is only available on a docs page.');
  return {
    pluginId: site?.docsInstance ?? DEFAULT_PLUGIN_ID,
    version: version.name,
    label: version.label,
    banner: version.banner,
    badge: version.badge,
    className: `docs-version-${version.name}`,
    isLast: version.isLast,
    noIndex: false,
    docsSidebars: {},
    docs: Object.fromEntries(
      version.docs.map((doc) => [
        doc.id,
        { id: doc.id, title: doc.title ?? '', description: doc.description ?? '', ...(doc.sidebar ? { sidebar: doc.sidebar } : {}) },
      ]),
    ),
  };
}

/** No version is remembered across pages in docsgen: the preferred version is always none. */
export function useDocsPreferredVersion(): { preferredVersion: GlobalVersion | null; savePreferredVersionName(name: string): void } {
  return { preferredVersion: null, savePreferredVersionName: () => undefined };
}

/**
 * The page's doc, as Docusaurus' doc pages give it to their components: its `metadata`, `frontMatter`, `toc`
 * (Docusaurus' shape) and `contentTitle`. Only on a docs page, as in Docusaurus.
 */
export function useDoc() {
  const { doc, toc } = useContext(MdxContext);
  if (!doc) throw new Error('useDoc() is only available on a docs page.');
  return { ...doc, toc: toc ?? [], assets: {} };
}

// Docusaurus 3 exports it here; `@docusaurus/theme-common` has it too, as in Docusaurus 2.
export { useCurrentSidebarCategory } from '../theme-common.js';
