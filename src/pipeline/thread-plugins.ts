/**
 * A render thread's copy of the site's Markdown plugins: functions cannot cross threads, so the thread loads the
 * config file that lists them, as the main thread did, and uses its plugins. Nothing to do for a site without.
 */
import { loadConfig } from '../config/load.js';
import { preparePlugins, useMarkdownPlugins, type PluginSource } from '../markdown/user-plugins.js';

export async function loadPluginsInThread(source: PluginSource | null | undefined): Promise<void> {
  if (!source) return;
  const loaded = await loadConfig(source.root, source.configFile);
  useMarkdownPlugins(preparePlugins(loaded.config.markdown, source.root, source.configFile, loaded.bundledCode));
}
