/**
 * Runs before each test file is collected. Test files share their worker (vitest.config.ts), so what one file's
 * build left in the worker's thread-wide state is put back here to a fresh process's: the Markdown plugins pages
 * compile with are a site's only while its session has set them, and a file that compiles Markdown directly
 * (at collection too, so this is not a hook) expects none.
 */
import { preparePlugins, useMarkdownPlugins } from '../../src/markdown/user-plugins.js';

useMarkdownPlugins(preparePlugins({}, '', null, ''));
