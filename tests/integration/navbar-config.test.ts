/** A navbar link's look comes from the config (`variant: 'button'`), never from its label. */
import { describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { configText, makeSite } from '../support/fixture-site.js';

describe('navbar links from the config', () => {
  it("draw a call-to-action button for variant 'button' only, whatever the label", async () => {
    const items = `[
      { type: 'link', label: 'Get started', href: 'https://app.example/start', variant: 'button' },
      { type: 'link', label: 'Sign in', href: 'https://app.example/sign-in' },
    ]`;
    const root = makeSite({}, configText({ extra: `navbar: { items: ${items} },` }));
    const result = await build({ root, inMemory: true });
    expect(result.diagnostics).toEqual([]);
    const html = result.files!.text('index.html')!;
    expect(html).toContain('<a class="navbar-link navbar-cta" href="https://app.example/start"');
    expect(html).toContain('<a class="navbar-link" href="https://app.example/sign-in"');
  });
});

describe('the navbar item of the section the reader is in', () => {
  it('is marked current as Docusaurus marks it: by route, by activeBasePath or activeBaseRegex, and by the sidebar a docs item leads into', async () => {
    const items = `[
      { type: 'docSidebar', sidebarId: 'docs', label: 'Docs' },
      { type: 'link', label: 'Cycles', href: '/guide/cycles' },
      { type: 'link', label: 'Guide', href: '/guide/cycles', activeBasePath: '/guide' },
      { type: 'link', label: 'Matched', href: 'https://example.com/', activeBaseRegex: '^/guide/(modules|other)$' },
      { type: 'link', label: 'Home', href: '/' },
    ]`;
    const root = makeSite({}, configText({ extra: `navbar: { items: ${items} },` }));
    const result = await build({ root, inMemory: true });
    expect(result.diagnostics).toEqual([]);
    const current = (file: string) =>
      [...result.files!.text(file)!.matchAll(/<a class="navbar-link([^"]*)"[^>]*>([^<]*)<\/a>/g)].filter((m) => m[1]!.includes('is-active')).map((m) => m[2]);
    expect(current('guide/modules.html')).toEqual(['Docs', 'Guide', 'Matched']);
    expect(current('guide/cycles.html')).toEqual(['Docs', 'Cycles', 'Guide']);
    // The home page shows the docs sidebar too (the intro is its first page).
    expect(current('index.html')).toEqual(['Docs', 'Home']);
  });

  it('is an error at its line when activeBaseRegex does not compile', async () => {
    const root = makeSite({}, configText({ extra: "navbar: { items: [{ type: 'link', label: 'Bad', href: '/', activeBaseRegex: '^/(a' }] }," }));
    const result = await build({ root, inMemory: true });
    expect(result.diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual(['error config-invalid']);
    expect(result.diagnostics[0]!.message).toContain('a regular expression that compiles');
  });
});
