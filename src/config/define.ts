/**
 * `defineConfig`: the identity function that gives site.config.ts its types. Nothing else lives here, so the
 * config loader can bundle this module into a config file without pulling in the generator.
 */
import type { UserConfig } from './schema.js';

export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
