/**
 * The site's Content-Security-Policy lets docs embed https frames and media (videos, demos written as HTML in
 * Markdown) while scripts stay limited to the pages' own hashed inline scripts and forms to the site itself.
 */
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../../src/emit/headers.js';

const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1).join(' ')]));

describe('contentSecurityPolicy', () => {
  it('allows https frames and media, and nothing more for scripts, objects or forms', () => {
    const csp = directives(contentSecurityPolicy({ analytics: null, search: null }, ['console.log(1)']));
    expect(csp.get('frame-src')).toBe("'self' https:");
    expect(csp.get('media-src')).toBe("'self' https:");
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toMatch(/^'self' 'sha256-[A-Za-z0-9+/=]+'$/);
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('form-action')).toBe("'self'");
    expect(csp.get('base-uri')).toBe("'self'");
  });

  it("adds the origins of the config's head tags to scripts, styles and fonts, and nothing else", () => {
    const extra = { scripts: ['https://stats.example'], styles: ['https://fonts.example'], fonts: ['https://fonts.example', 'https://fonts.gstatic.example'] };
    const csp = directives(contentSecurityPolicy({ analytics: null, search: null }, [], extra));
    expect(csp.get('script-src')).toBe("'self' https://stats.example");
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline' https://fonts.example");
    expect(csp.get('font-src')).toBe("'self' data: https://fonts.example https://fonts.gstatic.example");
    expect(csp.get('connect-src')).toBe("'self'");
  });
});
