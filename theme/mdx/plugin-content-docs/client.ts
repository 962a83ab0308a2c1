/**
 * `@docusaurus/plugin-content-docs/client`: the docs plugin's hooks over docsgen's docs data (one plugin
 * instance, `default`; its versions newest first, as the version dropdown lists them). Hooks that need what
 * docsgen's pages do not carry give the nearest honest value: `useDocsVersion().docs` and `docsSidebars` are
 * empty, and there is no preferred version to remember. No Node or DOM code.
 */
import { useContext } from 'react';
import type { MdxDocsData, MdxDocsDoc, MdxDocsVersion } from '../../../core/mdx.js';
import { withBase, asSitePath } from '../../../core/urls.js';
import { MdxContext } from '../context.js';
import { DEFAULT_PLUGIN_ID } from '../useGlobalData.js';

export type GlobalVersion = MdxDocsVersion;
export type GlobalDoc = MdxDocsDoc;
export type GlobalPluginData = MdxDocsData;

export interface ActivePlugin {
  pluginId: string;
  pluginData: GlobalPluginData;
}

function useDocsContext(): { data: GlobalPluginData; version: string | undefined; path: string } {
  const { site, route, baseUrl } = useContext(MdxContext);
  const data = site?.docs ?? { path: baseUrl, versions: [], breadcrumbs: true };
  return { data, version: site?.version, path: withBase(baseUrl, asSitePath(route ?? '/')) };
}

function checkId(pluginId: string | undefined): void {
  if (pluginId !== undefined && pluginId !== DEFAULT_PLUGIN_ID) {
    throw new Error(`There is no docs plugin "${pluginId}": docsgen builds one docs plugin, "${DEFAULT_PLUGIN_ID}".`);
  }
}

export function useAllDocsData(): Record<string, GlobalPluginData> {
  return { [DEFAULT_PLUGIN_ID]: useDocsContext().data };
}

export function useDocsData(pluginId?: string): GlobalPluginData {
  checkId(pluginId);
  return useDocsContext().data;
}

export function useActivePlugin(): ActivePlugin | undefined {
  const { data } = useDocsContext();
  return data.versions.length ? { pluginId: DEFAULT_PLUGIN_ID, pluginData: data } : undefined;
}

/** Versions newest first: the current (unreleased) one, then the released ones. */
export function useVersions(pluginId?: string): GlobalVersion[] {
  return useDocsData(pluginId).versions;
}

export function useLatestVersion(pluginId?: string): GlobalVersion {
  const versions = useVersions(pluginId);
  return (versions.find((v) => v.isLast) ?? versions[0])!;
}

/** The version the page belongs to (undefined outside the docs). */
export function useActiveVersion(pluginId?: string): GlobalVersion | undefined {
  checkId(pluginId);
  const { data, version } = useDocsContext();
  return data.versions.find((v) => v.name === version);
}

export function useActivePluginAndVersion(): { activePlugin: ActivePlugin; activeVersion: GlobalVersion | undefined } | undefined {
  const activePlugin = useActivePlugin();
  const activeVersion = useActiveVersion();
  return activePlugin ? { activePlugin, activeVersion } : undefined;
}

export interface ActiveDocContext {
  activeVersion?: GlobalVersion;
  activeDoc?: GlobalDoc;
  /** The same doc (by id) in the other versions that have it. */
  alternateDocVersions: Record<string, GlobalDoc>;
}

export function useActiveDocContext(pluginId?: string): ActiveDocContext {
  const activeVersion = useActiveVersion(pluginId);
  const { data, path } = useDocsContext();
  const activeDoc = activeVersion?.docs.find((doc) => doc.path === path);
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

/** The page's version as Docusaurus' doc pages give it to their components (`PropVersionMetadata`). */
export function useDocsVersion() {
  const version = useActiveVersion();
  if (!version) throw new Error('useDocsVersion() is only available on a docs page.');
  return {
    pluginId: DEFAULT_PLUGIN_ID,
    version: version.name,
    label: version.label,
    banner: version.banner,
    badge: version.badge,
    className: `docs-version-${version.name}`,
    isLast: version.isLast,
    noIndex: false,
    docsSidebars: {},
    docs: {},
  };
}

/** No version is remembered across pages in docsgen: the preferred version is always none. */
export function useDocsPreferredVersion(): { preferredVersion: GlobalVersion | null; savePreferredVersionName(name: string): void } {
  return { preferredVersion: null, savePreferredVersionName: () => undefined };
}
