/**
 * A site whose remark plugin starts a program that is not installed and never listens for the spawn's error, as
 * facebook/flow's website does with `flow`: when its module loads (`when: 'load'`), or on every page it sees. For
 * the tests of the site's code failing outside any page; builds nothing itself.
 */
import { configText, makeSite } from './fixture-site.js';

export const MISSING_PROGRAM = 'docsgen-no-such-program';

/** The fixture site with the plugin in `check-plugin.mjs`, listed in `markdown.remarkPlugins`. */
export function siteWithMissingProgram(when: 'load' | 'page'): string {
  const spawnIt = `spawn('${MISSING_PROGRAM}', ['--version']);`;
  const plugin = [
    "import { spawn } from 'node:child_process';",
    ...(when === 'load' ? [spawnIt] : []),
    'export function remarkCheck() {',
    when === 'load' ? '  return () => undefined;' : `  return () => { ${spawnIt} };`,
    '}',
    '',
  ].join('\n');
  const config = configText({ extra: 'markdown: { remarkPlugins: [remarkCheck] },' }).replace(
    "import { defineConfig } from 'docsgen';",
    "import { defineConfig } from 'docsgen';\nimport { remarkCheck } from './check-plugin.mjs';",
  );
  return makeSite({ 'check-plugin.mjs': plugin }, config);
}
