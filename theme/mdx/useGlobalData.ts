/**
 * `@docusaurus/useGlobalData`: the data plugins publish for every page. docsgen has one plugin's worth, the docs
 * plugin's (`docusaurus-plugin-content-docs`, instance `default`: its path, versions and their docs); any other
 * plugin or instance reads as an empty object, so components that look for optional data still render.
 * `failfast` asks for an error instead, naming what docsgen has. No Node or DOM code.
 */
import { useContext } from 'react';
import type { MdxDocsData } from '../../core/mdx.js';
import { MdxContext } from './context.js';

export const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
export const DEFAULT_PLUGIN_ID = 'default';

export type GlobalData = Record<string, Record<string, unknown>>;

/** The global data docsgen has, from the site settings in the MDX context. */
export function globalDataOf(docs: MdxDocsData | undefined): GlobalData {
  return docs ? { [DOCS_PLUGIN]: { [DEFAULT_PLUGIN_ID]: docs } } : {};
}

function notProvided(what: string): Error {
  return new Error(`${what} has no global data in docsgen, which provides only ${DOCS_PLUGIN} (instance ${DEFAULT_PLUGIN_ID}).`);
}

export default function useGlobalData(): GlobalData {
  return globalDataOf(useContext(MdxContext).site?.docs);
}

export function useAllPluginInstancesData(pluginName: string, options: { failfast?: boolean } = {}): Record<string, unknown> {
  const data = useGlobalData()[pluginName];
  if (!data && options.failfast) throw notProvided(`The plugin ${pluginName}`);
  return data ?? {};
}

export function usePluginData(pluginName: string, pluginId: string = DEFAULT_PLUGIN_ID, options: { failfast?: boolean } = {}): unknown {
  const data = useGlobalData()[pluginName]?.[pluginId];
  if (!data && options.failfast) throw notProvided(`The plugin ${pluginName} (instance ${pluginId})`);
  return data ?? {};
}
