/** docsgen as a library: the same entry points the CLI uses. */
export { build, type BuildOptions, type BuildResult } from './session/build.js';
export { serve, type ServeOptions, type RunningServer } from './server/serve.js';
export { renderMarkdown } from './markdown/compile.js';
export { loadMarkdownExtensions } from './markdown/extensions.js';
export { defineConfig } from './config/define.js';
export type { UserConfig, SiteConfig, SidebarItemConfig } from './config/schema.js';
export type { Diagnostic } from './diagnostics/diagnostic.js';
export { formatDiagnostics } from './diagnostics/format.js';
export { indexSite, type IndexOptions, type IndexResult } from './session/index-records.js';
export { dev, type DevOptions, type DevServer } from './dev/index.js';
