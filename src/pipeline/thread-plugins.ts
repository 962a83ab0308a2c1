/**
 * A render thread's copy of the site's Markdown plugins: functions cannot cross threads, so the thread loads the
 * config file that lists them, as the main thread did, and uses its plugins. Nothing to do for a site without: the
 * config loader (and the schema it validates with) is imported only then, so other sites' threads start without it.
 */
import { preparePlugins, useMarkdownPlugins, type PluginSource } from '../markdown/user-plugins.js';

export async function loadPluginsInThread(source: PluginSource | null | undefined): Promise<void> {
  if (!source) return;
  const { loadConfig } = await import('../config/load.js');
  const loaded = await loadConfig(source.root, source.configFile);
  useMarkdownPlugins(preparePlugins(loaded.config.markdown, source.root, source.configFile, loaded.bundledCode));
}
