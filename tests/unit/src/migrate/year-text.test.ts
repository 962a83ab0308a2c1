/** A copyright whose year the Docusaurus config computed, written so that site.config.ts computes it at each build. */
import { describe, expect, it } from 'vitest';
import { withComputedYear, YearText } from '../../../../src/migrate/year-text.js';

const now = new Date('2026-06-01T12:00:00Z');

describe('withComputedYear', () => {
  it('makes a template of a text holding the year when the config computes it, escaping what a template would read', () => {
    const text = withComputedYear('© 2026 `Lantern` ${team} \\ 2026', 'copyright: `© ${new Date().getFullYear()} …`', now);
    expect(text).toBeInstanceOf(YearText);
    const template = (text as YearText).toTemplate();
    expect(template).toBe('`© ${new Date().getFullYear()} \\`Lantern\\` \\${team} \\\\ ${new Date().getFullYear()}`');
    // Run as site.config.ts runs it: the text again, with the year of the build.
    expect(new Function(`return ${template}`)()).toBe(`© ${new Date().getFullYear()} \`Lantern\` \${team} \\ ${new Date().getFullYear()}`);
  });

  it('leaves a text alone when the config writes its year out, or the text does not hold it', () => {
    expect(withComputedYear('© 2026 Lantern', "copyright: '© 2026 Lantern'", now)).toBe('© 2026 Lantern');
    expect(withComputedYear('© Lantern', 'new Date().getFullYear()', now)).toBe('© Lantern');
  });
});
