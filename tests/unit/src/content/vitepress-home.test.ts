import { describe, expect, it } from 'vitest';
import { parseMarkdownFile } from '../../../../src/content/front-matter.js';
import { landingSpecOf } from '../../../../src/content/landing.js';

const home = `---
layout: home

hero:
  name: Beacon
  text: Signals for every team
  tagline: Set up in minutes
  image:
    src: /logo.svg
    alt: Beacon
  actions:
    - theme: brand
      text: Get started
      link: /guide/start
    - theme: alt
      text: On GitHub
      link: https://github.com/beacon/beacon

features:
  - icon: 📡
    title: Live
    details: Every signal as it comes.
  - icon: { src: /cube.svg }
    title: Typed
    details: Types for everything.
    link: /guide/types
    linkText: Read more
---

Body.
`;

describe("a VitePress home page's front matter", () => {
  it('is a landing page: name as title, text as a second line of the heading, tagline below, themes as button variants, emoji icons drawn', () => {
    const { result, diagnostics } = parseMarkdownFile(home, 'docs/index.md');
    expect(result?.frontMatter.layout).toBe('landing');
    const spec = landingSpecOf(result!.frontMatter, home.slice(0, home.indexOf('Body.')))!;
    expect(spec.hero.title).toBe('Beacon');
    expect(spec.hero.subtitle).toBe('Signals for every team');
    expect(spec.hero.tagline).toBe('Set up in minutes');
    expect(spec.hero.image).toMatchObject({ src: '/logo.svg', alt: 'Beacon' });
    expect(spec.hero.actions.map((a) => [a.text, a.variant, a.line])).toEqual([
      ['Get started', 'primary', 14],
      ['On GitHub', 'secondary', 17],
    ]);
    expect(spec.features.map((f) => [f.title, f.icon, f.link])).toEqual([
      ['Live', '📡', null],
      ['Typed', null, '/guide/types'],
    ]);
    // What the landing layout does not draw is said at its line, not dropped unseen.
    expect(diagnostics.map((d) => `${d.code} ${d.line} ${d.message}`)).toEqual([
      "front-matter-unknown-key 23 VitePress' front matter key `features[1].icon` has no docsgen drawing: the page is built without it.",
      "front-matter-unknown-key 27 VitePress' front matter key `features[1].linkText` has no docsgen drawing: the page is built without it.",
    ]);
  });

  it('leaves other layouts alone: layout doc stays a doc page, an unknown one is reported (a warning: a doc page)', () => {
    expect(parseMarkdownFile('---\nlayout: doc\n---\nText.\n', 'docs/a.md').result?.frontMatter.layout).toBe('doc');
    expect(parseMarkdownFile('---\nlayout: custom\n---\nText.\n', 'docs/a.md').diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual([
      'warning front-matter-invalid',
    ]);
  });

  it('leaves out a button without words, which its own theme draws, and says so at its line', () => {
    // Pinia's home: `text: ' '` for a sponsor's logo drawn by a class of its theme.
    const page = home.replace('    - theme: alt\n      text: On GitHub', "    - theme: cta mastering-pinia\n      text: ' '");
    const { result, diagnostics } = parseMarkdownFile(page, 'docs/index.md');
    const spec = landingSpecOf(result!.frontMatter, page.slice(0, page.indexOf('Body.')))!;
    expect(spec.hero.actions.map((a) => a.text)).toEqual(['Get started']);
    const line = page.split('\n').indexOf("      text: ' '") + 1;
    expect(diagnostics.map((d) => `${d.code} ${d.line} ${d.message}`)).toContain(
      `front-matter-unknown-key ${line} VitePress' front matter key \`hero.actions[1].text\` has no docsgen drawing: the page is built without it.`,
    );
  });
});

describe('front matter that is no mapping', () => {
  it('is reported by the schema as before, not a crash (found by the fuzz test: `---\n&-\n---`)', () => {
    expect(parseMarkdownFile('---\n&-\n---\n', 'docs/a.md').diagnostics.map((d) => d.code)).toEqual(['front-matter-invalid']);
  });
});
