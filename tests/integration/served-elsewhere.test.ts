/**
 * `servedElsewhere`: paths of the site that something else serves beside docsgen's pages (an app, a framework's own
 * pages). A link to one is not a broken link and its fragment is not checked; a path outside the globs still is.
 */
import { describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { configText, makeSite } from '../support/fixture-site.js';

describe('servedElsewhere', () => {
  it('takes links to the paths it lists as working, and still reports the ones it does not list', async () => {
    const config = configText({ extra: "servedElsewhere: ['/playground/', '/playground/**', '/api/*.json']," });
    const links = [
      '[play](/playground)',
      '[a shared one](/playground/a/b?code=x#result)',
      '[the data](/api/all.json)',
      '[not listed](/api/v1/all.json)',
      '[nor this](/playgrounds)',
    ];
    const files = { 'content/docs/links.md': `---\ntitle: Links\n---\n\n${links.join('\n\n')}\n` };
    const result = await build({ root: makeSite(files, config), strict: false });
    expect(result.diagnostics.map((d) => `${d.code} ${d.line}: ${d.message}`)).toEqual([
      'broken-link 11: The link `/api/v1/all.json` points to `/api/v1/all.json`, which is not a page of this site.',
      'broken-link 13: The link `/playgrounds` points to `/playgrounds`, which is not a page of this site.',
    ]);
  });

  it('refuses a glob that is not a path of the site', async () => {
    const result = await build({ root: makeSite({}, configText({ extra: "servedElsewhere: ['playground']," })), strict: false });
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([
      'config-invalid: Invalid value at `servedElsewhere[0]`: expected a path of the site, starting with one `/`, such as `/playground/**`.',
    ]);
  });
});
