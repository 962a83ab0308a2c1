/**
 * A VitePress project's own heading ids (`markdown.anchor.slugify`), read from what its function makes of the
 * samples, as the `markdown.anchors` options docsgen has, and what those cannot make said.
 */
import { describe, expect, it } from 'vitest';
import { readSlugify, SLUG_SAMPLES } from '../../../../src/cli/vitepress-slugify.js';
import { vitePressSlug } from '../../../../src/markdown/headings.js';

const made = (slugify: (text: string) => string) => SLUG_SAMPLES.map(slugify);

describe("a VitePress config's own slugify", () => {
  it("is docsgen's own when it makes VitePress' ids", () => {
    expect(readSlugify(made((text) => vitePressSlug(text)))).toEqual({ maintainCase: false, keepHyphens: false, differs: null });
  });

  it('keeps the case, or the case and the hyphens at the ends (Vue Test Utils, Pinia Colada)', () => {
    expect(readSlugify(made((text) => vitePressSlug(text, { maintainCase: true })))).toEqual({ maintainCase: true, keepHyphens: false, differs: null });
    const posva = (s: string) =>
      s
        .normalize('NFKD')
        .replace(/[\u0300-\u036F]/g, '')
        .replace(/[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g, '-')
        .replace(/^(\d)/, '_$1');
    expect(readSlugify(made(posva))).toEqual({ maintainCase: true, keepHyphens: true, differs: null });
  });

  it('says a heading whose id no option makes, and one the function threw on', () => {
    const reading = readSlugify(made((text) => `x-${vitePressSlug(text)}`));
    expect(reading.differs).toEqual({ heading: SLUG_SAMPLES[0], theirs: 'x-wrapper-methods', ours: 'wrapper-methods' });
    const threw = readSlugify(SLUG_SAMPLES.map((text, n) => (n === 1 ? null : vitePressSlug(text))));
    expect(threw).toEqual({ maintainCase: false, keepHyphens: false, differs: { heading: 'attachTo', theirs: '(it threw)', ours: 'attachto' } });
  });
});
