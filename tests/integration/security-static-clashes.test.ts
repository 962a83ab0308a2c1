/**
 * A static file cannot silently replace a file the build generates (a page, the app bundle, the sitemap): each
 * clash is a located error and the static file is not copied. A static `_headers` is merged with docsgen's, after
 * a warning naming the security headers it also sets; docsgen's values stay in force for `docsgen serve`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { DevSite } from '../../src/dev/dev-site.js';
import { parseHeadersFile } from '../../src/emit/headers.js';
import { doc, makeSite } from '../support/fixture-site.js';

describe('static files that clash with generated ones', () => {
  it('a static page, sitemap or app bundle at a generated address is an error at the static file, and nothing is replaced', async () => {
    const root = makeSite({ 'content/docs/t.md': doc('T', '# T\n\nThe real page.') });
    expect((await build({ root, cacheDir: false })).ok).toBe(true);
    const app = readdirSync(path.join(root, 'build', 'assets')).find((f) => /^app-.*\.js$/.test(f))!;
    const appBefore = readFileSync(path.join(root, 'build', 'assets', app), 'utf8');
    const again = makeSite({
      'content/docs/t.md': doc('T', '# T\n\nThe real page.'),
      'content/static/t.html': '<h1>Impostor</h1>',
      'content/static/sitemap.xml': '<urlset/>',
      [`content/static/assets/${app}`]: 'alert(1)',
    });
    for (const cacheDir of [false as const, undefined]) {
      const result = await build({ root: again, ...(cacheDir === false ? { cacheDir } : {}) });
      expect(result.ok).toBe(false);
      expect(
        result.diagnostics
          .filter((d) => d.code === 'static-file-clash')
          .map((d) => d.file)
          .sort(),
      ).toEqual([`content/static/assets/${app}`, 'content/static/sitemap.xml', 'content/static/t.html']);
    }
    // The first site's output is still the one it built: a failed build leaves it untouched.
    expect(readFileSync(path.join(root, 'build', 'assets', app), 'utf8')).toBe(appBefore);
  });

  it("merges a static _headers with docsgen's, warning about the security headers it sets", async () => {
    const authored = "/*\n  Content-Security-Policy: script-src * 'unsafe-inline'\n  X-Robots-Tag: noindex\n/downloads/*\n  Content-Disposition: attachment\n";
    const root = makeSite({ 'content/static/_headers': authored });
    const result = await build({ root, cacheDir: false });
    expect(result.ok).toBe(true);
    expect(result.diagnostics.map((d) => `${d.code} ${d.severity} ${d.file}`)).toEqual(['static-headers-weaken warning content/static/_headers']);
    expect(result.diagnostics[0]!.message).toContain('`Content-Security-Policy`');
    const text = readFileSync(path.join(root, 'build', '_headers'), 'utf8');
    expect(text.startsWith(authored.trimEnd())).toBe(true);
    expect(text).toContain('/downloads/*\n  Content-Disposition: attachment');
    const applied = parseHeadersFile(text);
    expect(applied['Content-Security-Policy']).toMatch(/^default-src 'self'; script-src 'self'/);
    expect(applied['X-Robots-Tag']).toBe('noindex');
  });

  it('lets the site bring its own robots.txt (Docusaurus sites keep theirs in static/): built and served in dev as written', async () => {
    const own = 'User-agent: *\nDisallow: /drafts/\n';
    const root = makeSite({ 'content/docs/t.md': doc('T', '# T\n\nText.'), 'content/static/robots.txt': own });
    const result = await build({ root, cacheDir: false });
    expect(result.diagnostics.filter((d) => d.code === 'static-file-clash')).toEqual([]);
    expect(result.ok).toBe(true);
    expect(readFileSync(path.join(root, 'build', 'robots.txt'), 'utf8')).toBe(own);
    const site = new DevSite(root, { devScriptPath: '/__dev.js' });
    try {
      await site.start();
      // Not among the generated files: the dev server serves it from the static folder.
      expect(await site.files.get('robots.txt')).toBeUndefined();
      expect(await site.files.get('sitemap.xml')).toBeDefined();
    } finally {
      await site.close();
    }
  });
});
