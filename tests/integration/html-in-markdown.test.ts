/**
 * HTML in Markdown through a whole build: by default it renders (with the base URL on its links) and a broken
 * link written in HTML fails the build at its file, line and column; unsafe HTML fails it under either policy;
 * `markdown: { html: 'reject' }` in the config turns every piece of HTML into a located error.
 */
import { describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { configText, doc, makeSite } from '../support/fixture-site.js';

const located = (diagnostics: { severity: string; code: string; file?: string; line?: number; column?: number }[]) =>
  diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}:${d.line}:${d.column}`);

const HTML_PAGE = doc(
  'Modules',
  '# Modules\n\n<p align="center">\n  <img src="/img/logo.svg" width="120" alt="Logo"/><br/>\n  <a href="/guide/cycles#create-a-cycle">Cycles</a>\n</p>\n\n<details>\n<summary>More</summary>\n\nSee **this**.\n\n</details>\n\n<iframe src="https://www.youtube.com/embed/abc" allowfullscreen></iframe>',
);
const STATIC = { 'content/static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' };

describe('HTML in Markdown, in a build', () => {
  it('renders by default, with the base URL on links and images written in HTML', async () => {
    const root = makeSite({ ...STATIC, 'content/docs/guide/modules.md': HTML_PAGE }, configText({ extra: "baseUrl: '/docs/'," }));
    const result = await build({ root, inMemory: true, strict: true });
    expect(located(result.diagnostics)).toEqual([]);
    const html = result.files!.text('guide/modules.html')!;
    expect(html).toContain('<p align="center">');
    expect(html).toContain('<img src="/docs/img/logo.svg" width="120" alt="Logo" loading="lazy" decoding="async"/><br/>');
    expect(html).toContain('<a href="/docs/guide/cycles#create-a-cycle">Cycles</a>');
    expect(html).toContain('<summary>More</summary>');
    expect(html).toContain('<iframe src="https://www.youtube.com/embed/abc" allowFullScreen=""></iframe>');
    expect(result.files!.text('_headers')).toContain("frame-src 'self' https:");
  });

  it('fails on a broken link or image written in HTML, at its line and column', async () => {
    const root = makeSite({
      'content/docs/guide/modules.md': doc('Modules', '# Modules\n\nSee <a href="/guide/cycle">cycles</a>.\n\n<img src="/img/nope.png">'),
    });
    const result = await build({ root, inMemory: true });
    expect(result.ok).toBe(false);
    expect(located(result.diagnostics)).toEqual([
      'error file-missing content/docs/guide/modules.md:10:1',
      'error broken-link content/docs/guide/modules.md:8:5',
    ]);
  });

  it('fails on unsafe HTML, located', async () => {
    const root = makeSite({ 'content/docs/guide/modules.md': doc('Modules', '# Modules\n\nClick <b onclick="steal()">here</b>.') });
    const result = await build({ root, inMemory: true });
    expect(result.ok).toBe(false);
    expect(located(result.diagnostics)).toEqual(['error html-unsafe content/docs/guide/modules.md:8:7']);
  });

  it("makes every piece of HTML an error with markdown: { html: 'reject' }", async () => {
    const root = makeSite({ ...STATIC, 'content/docs/guide/modules.md': HTML_PAGE }, configText({ extra: "markdown: { html: 'reject' }," }));
    const result = await build({ root, inMemory: true });
    expect(result.ok).toBe(false);
    expect(new Set(result.diagnostics.map((d) => d.code))).toEqual(new Set(['raw-html']));
    expect(located(result.diagnostics)[0]).toBe('error raw-html content/docs/guide/modules.md:8:1');
  });

  it('names the allowed values of markdown.html', async () => {
    const root = makeSite({}, configText({ extra: "markdown: { html: 'maybe' }," }));
    const result = await build({ root, inMemory: true });
    expect(result.diagnostics.map((d) => `${d.code} ${d.message}`).join('\n')).toMatch(/config-invalid .*markdown\.html/);
  });
});
