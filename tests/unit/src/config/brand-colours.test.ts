/**
 * Brand colours become the theme's custom properties for both modes: the accent's text colour is picked by
 * contrast, link text reads (WCAG AA) on every background the theme puts it on, and the list of those backgrounds
 * is the theme's own.
 */
import { readFileSync } from 'node:fs';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { describe, expect, it } from 'vitest';
import { brandStyleSheet, isSafeFontList, modeColours, parseColour, THEME_BACKGROUNDS } from '../../../../src/config/brand-colours.js';

extend([a11yPlugin]);

const contrast = (a: string, b: string) => colord(a).contrast(b);

describe('brand colours', () => {
  it('lists the backgrounds tokens.css sets, for each mode', () => {
    const tokens = readFileSync(new URL('../../../../theme/styles/tokens.css', import.meta.url), 'utf8');
    const block = (selector: string) => tokens.slice(tokens.indexOf(selector), tokens.indexOf('}', tokens.indexOf(selector)));
    const backgrounds = (text: string) => [...text.matchAll(/--(?:bg[a-z-]*|code-bg|[a-z]+-bg):\s*(#[0-9a-f]{6})/g)].map((m) => m[1]);
    expect(new Set(backgrounds(block("[data-theme='dark'] {")))).toEqual(new Set(THEME_BACKGROUNDS.dark));
    expect(new Set(backgrounds(block("[data-theme='light'] {")))).toEqual(new Set(THEME_BACKGROUNDS.light));
  });

  it.each(['#2e8555', '#ffcc00', '#25c2a0', '#7c3aed', '#000000', '#ffffff', 'rebeccapurple', 'hsl(200 80% 50%)'])('%s reads in both modes', (value) => {
    const brand = parseColour(value)!;
    for (const mode of ['light', 'dark'] as const) {
      const c = modeColours(brand, mode);
      for (const bg of THEME_BACKGROUNDS[mode]) expect(contrast(c['--link'], bg), `${mode} link on ${bg}`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(c['--accent'], c['--accent-contrast']), `${mode} accent text`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps the brand colour itself as the accent, and as the link when it already reads', () => {
    const light = modeColours(parseColour('#1d4ed8')!, 'light');
    expect(light).toEqual({
      '--accent': '#1d4ed8',
      '--accent-contrast': '#ffffff',
      '--link': '#1d4ed8',
      '--link-hover': expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    expect(modeColours(parseColour('#ffcc00')!, 'light')['--accent-contrast']).toBe('#0b1020');
  });

  it('writes both modes with the theme selectors, the dark colour derived from the light one unless given', () => {
    const css = brandStyleSheet({ colors: { primary: '#2e8555' }, fonts: { mono: "'JetBrains Mono', monospace" } });
    expect(css).toContain(":root {\n  --font-mono: 'JetBrains Mono', monospace;\n}");
    expect(css).toMatch(/:root,\n\[data-theme='dark'\] \{\n {2}--accent: #[0-9a-f]{6};/);
    expect(css).toContain("[data-theme='light'] {\n  --accent: #2e8555;\n  --accent-contrast: #ffffff;");
    expect(brandStyleSheet({ colors: { primary: '#2e8555', primaryDark: '#25c2a0' } })).toContain("[data-theme='dark'] {\n  --accent: #25c2a0;");
    expect(brandStyleSheet(undefined)).toBe('');
    expect(brandStyleSheet({})).toBe('');
  });

  it('accepts CSS colours and safe font lists only', () => {
    expect(parseColour('#2e8555')).not.toBeNull();
    expect(parseColour('rgb(46 133 85)')).not.toBeNull();
    expect(parseColour('seagreen')).not.toBeNull();
    expect(parseColour('brandish')).toBeNull();
    expect(parseColour('#2e855580')).toBeNull();
    expect(parseColour('red; } body { x: y')).toBeNull();
    expect(isSafeFontList("'Inter', system-ui, sans-serif")).toBe(true);
    expect(isSafeFontList('Inter; } body { color: red')).toBe(false);
    expect(isSafeFontList('Inter</style>')).toBe(false);
  });
});
