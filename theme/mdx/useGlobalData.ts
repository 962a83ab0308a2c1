/**
 * `@docusaurus/useGlobalData`: the data plugins publish for every page. docsgen has the docs plugin's
 * (`docusaurus-plugin-content-docs`: each docs instance's path, versions and their docs, by instance id); any other
 * plugin or instance reads as an empty object, so components that look for optional data still render (the build
 * is told, to name it if the component then fails).
 * `failfast` asks for an error instead, naming what docsgen has. No Node or DOM code.
 */
import { useContext } from 'react';
import type { MdxDocsData, MdxSiteConfig } from '../../core/mdx.js';
import { MdxContext } from './context.js';

export const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
export const DEFAULT_PLUGIN_ID = 'default';

export type GlobalData = Record<string, Record<string, unknown>>;

/** Each docs instance's data by id: every instance's on the server, the page's own in the browser. */
export function docsInstancesOf(site: MdxSiteConfig | undefined): Readonly<Record<string, MdxDocsData>> {
  if (site?.docsInstances) return site.docsInstances;
  return site?.docs ? { [site.docsInstance ?? DEFAULT_PLUGIN_ID]: site.docs } : {};
}

/** The global data docsgen has, from the site settings in the MDX context. */
export function globalDataOf(site: MdxSiteConfig | undefined): GlobalData {
  const instances = docsInstancesOf(site);
  return Object.keys(instances).length ? { [DOCS_PLUGIN]: { ...instances } } : {};
}

function notProvided(what: string): Error {
  return new Error(`${what} has no global data in docsgen, which provides only ${DOCS_PLUGIN}'s.`);
}

export default function useGlobalData(): GlobalData {
  return globalDataOf(useContext(MdxContext).site);
}

export function useAllPluginInstancesData(pluginName: string, options: { failfast?: boolean } = {}): Record<string, unknown> {
  const { site, noteMissingPluginData } = useContext(MdxContext);
  const data = globalDataOf(site)[pluginName];
  if (!data && options.failfast) throw notProvided(`The plugin ${pluginName}`);
  if (!data) noteMissingPluginData?.(pluginName);
  return data ?? {};
}

export function usePluginData(pluginName: string, pluginId: string = DEFAULT_PLUGIN_ID, options: { failfast?: boolean } = {}): unknown {
  const { site, noteMissingPluginData } = useContext(MdxContext);
  const data = globalDataOf(site)[pluginName]?.[pluginId];
  if (!data && options.failfast) throw notProvided(`The plugin ${pluginName} (instance ${pluginId})`);
  if (!data) noteMissingPluginData?.(pluginId === DEFAULT_PLUGIN_ID ? pluginName : `${pluginName} (instance ${pluginId})`);
  return data ?? {};
}
