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

describe("a VitePress 0.x home page's front matter (`home: true`, knex's documentation)", () => {
  const old = `---
home: true
heroImage: /logo.png
heroAlt: Beacon's logo
heroText: Beacon
tagline: Signals for every team
actionText: Get started
actionLink: /guide/
altActionText: On GitHub
altActionLink: https://github.com/beacon/beacon
features:
  - title: Live
    details: Every signal as it comes.
footer: MIT Licensed
title: Beacon, signals for every team
---

Body.
`;

  it('is the same landing page: its flat hero keys read, each link and image placed at its own line, its footer named', () => {
    const { result, diagnostics } = parseMarkdownFile(old, 'docs/index.md');
    expect(result?.frontMatter.layout).toBe('landing');
    const spec = landingSpecOf(result!.frontMatter, old.slice(0, old.indexOf('Body.')))!;
    expect(spec.hero.title).toBe('Beacon');
    expect(spec.hero.tagline).toBe('Signals for every team');
    expect(spec.hero.image).toEqual({ src: '/logo.png', alt: "Beacon's logo", line: 3 });
    expect(spec.hero.actions.map((a) => [a.text, a.link, a.variant, a.line])).toEqual([
      ['Get started', '/guide/', 'primary', 8],
      ['On GitHub', 'https://github.com/beacon/beacon', 'secondary', 10],
    ]);
    expect(spec.features.map((f) => [f.title, f.details])).toEqual([['Live', 'Every signal as it comes.']]);
    // Its keys are read, not each reported as unknown; the footer line, which docsgen does not draw, is named.
    expect(diagnostics.map((d) => `${d.code} ${d.line} ${d.message}`)).toEqual([
      "front-matter-unknown-key 14 VitePress' front matter key `footer` has no docsgen drawing: the page is built without it.",
    ]);
  });

  it('leaves `home: true` beside a `layout` alone: the layout decides', () => {
    const { result } = parseMarkdownFile('---\nhome: true\nlayout: doc\n---\nText.\n', 'docs/a.md');
    expect(result?.frontMatter.layout).toBe('doc');
  });
});
