/**
 * Causes before consequences: a page that fails to load (bad front matter, an invalid route) is reported first,
 * and a link to it from another page says that it leads to a page with an error above, listed after that error,
 * whatever the files' names, instead of a bare broken link that reads as the first thing to fix.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostics, sortDiagnostics } from '../../src/diagnostics/format.js';
import { build } from '../../src/session/build.js';
import { doc, makeSite } from '../support/fixture-site.js';

describe('a link to a page that failed to load', () => {
  it('says so, and is listed after the error that explains it', async () => {
    const root = makeSite({
      'content/docs/a-linker.md': doc('Linker', '# Linker\n\nSee [the page](./z-bad.md) and [its route](/z-bad).'),
      'content/docs/z-bad.md': '---\ntitle: [unclosed\n---\n\n# Bad\n\nText.\n',
    });
    const result = await build({ root, inMemory: true, cacheDir: false });
    expect(result.ok).toBe(false);
    const sorted = sortDiagnostics(result.diagnostics).map((d) => `${d.code} ${d.file}:${d.line}`);
    expect(sorted).toEqual([
      'front-matter-syntax content/docs/z-bad.md:3',
      'link-to-failed-page content/docs/a-linker.md:8',
      'link-to-failed-page content/docs/a-linker.md:8',
    ]);
    const consequence = result.diagnostics.find((d) => d.code === 'link-to-failed-page')!;
    expect(consequence.message).toBe('The link `./z-bad.md` links to content/docs/z-bad.md, which has an error above, so it is not a page yet.');
    expect(formatDiagnostics(result.diagnostics, false).indexOf('front-matter-syntax')).toBe(
      formatDiagnostics(result.diagnostics, false).indexOf('error [') + 'error ['.length,
    );
    expect(result.diagnostics.map((d) => d.code)).not.toContain('broken-link');
    expect(result.diagnostics.map((d) => d.code)).not.toContain('broken-markdown-link');
  });
});
