import { describe, expect, it } from 'vitest';
import { parseMarkdownFile } from '../../../../src/content/front-matter.js';
import { landingSpecOf } from '../../../../src/content/landing.js';

const splash = `---
title: Orbit docs
template: splash
hero:
  tagline: Ship telemetry without the toil
  image:
    file: ../../assets/orbit.webp
    alt: An orbiting satellite
  actions:
    - text: Get started
      link: /start/
      icon: right-arrow
      variant: primary
    - text: Read the API
      link: /api/
      variant: minimal
      icon: rocket
      attrs:
        target: _blank
---

Body.
`;

describe("a Starlight page's front matter", () => {
  it('a splash page with a hero is a landing page: the image file drawn, minimal actions as secondary, an arrow drawn and other icons named for a warning', () => {
    const { result, diagnostics } = parseMarkdownFile(splash, 'src/content/docs/index.mdx');
    expect(result?.frontMatter.layout).toBe('landing');
    const spec = landingSpecOf(result!.frontMatter, splash);
    expect(spec?.hero).toMatchObject({
      tagline: 'Ship telemetry without the toil',
      image: { src: '../../assets/orbit.webp', alt: 'An orbiting satellite' },
      actions: [
        { text: 'Get started', link: '/start/', variant: 'primary', icon: 'right-arrow' },
        { text: 'Read the API', link: '/api/', variant: 'secondary' },
      ],
    });
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const warned = diagnostics.map((d) => `${d.code} ${d.line} ${d.message}`);
    expect(warned).toEqual([
      expect.stringMatching(/^front-matter-unknown-key 17 Starlight's front matter key `hero\.actions\[1\]\.icon` has no docsgen drawing/),
      expect.stringMatching(/^front-matter-unknown-key 18 Starlight's front matter key `hero\.actions\[1\]\.attrs` has no docsgen drawing/),
    ]);
  });

  it("draws an `image.html` of text alone (starlight-blog's `'📰'`, character references too) as the hero's icon, and names markup for a warning", () => {
    const page = (html: string) => `---\ntitle: Home\ntemplate: splash\nhero:\n  tagline: News\n  image:\n    html: '${html}'\n---\n\nBody.\n`;
    for (const [html, icon] of [
      ['📰', '📰'],
      ['&#x1F680;', '🚀'],
      [' &#9733; ', '★'],
    ] as const) {
      const { result, diagnostics } = parseMarkdownFile(page(html), 'src/content/docs/index.mdx');
      expect(landingSpecOf(result!.frontMatter, page(html))?.hero, html).toMatchObject({ image: null, icon });
      expect(diagnostics, html).toEqual([]);
    }
    for (const html of ['<svg viewBox="0 0 1 1"></svg>', '&nbsp;']) {
      const { result, diagnostics } = parseMarkdownFile(page(html), 'src/content/docs/index.mdx');
      expect(landingSpecOf(result!.frontMatter, page(html))?.hero, html).toMatchObject({ image: null, icon: null });
      expect(
        diagnostics.map((d) => `${d.code} ${d.line}`),
        html,
      ).toEqual(['front-matter-unknown-key 6']);
    }
  });

  it('reads sidebar, tableOfContents, prev/next and editUrl as the Docusaurus keys they mean, without unknown-key warnings', () => {
    const page = `---
title: Limits
sidebar:
  label: Rate limits
  order: 3
tableOfContents:
  minHeadingLevel: 2
  maxHeadingLevel: 4
prev: false
editUrl: false
---
Body.
`;
    const { result, diagnostics } = parseMarkdownFile(page, 'src/content/docs/limits.md');
    expect(diagnostics).toEqual([]);
    expect(result?.frontMatter).toMatchObject({
      sidebar_label: 'Rate limits',
      sidebar_position: 3,
      toc_min_heading_level: 2,
      toc_max_heading_level: 4,
      pagination_prev: null,
      custom_edit_url: null,
    });
    const hidden = parseMarkdownFile('---\ntitle: X\ntableOfContents: false\nsidebar:\n  badge: New\n  hidden: true\n---\n', 'a.md');
    expect(hidden.result?.frontMatter.hide_table_of_contents).toBe(true);
    // `hidden` leaves the page out of generated sidebars: read, not reported.
    expect(hidden.result?.frontMatter.sidebar_hidden).toBe(true);
    expect(hidden.diagnostics.map((d) => `${d.line} ${d.message}`)).toEqual([expect.stringMatching(/^5 Starlight's front matter key `sidebar\.badge`/)]);
    // A level that is none is named as written, at its line, not as the docsgen key it would have become.
    const deep = parseMarkdownFile('---\ntitle: X\ntableOfContents:\n  maxHeadingLevel: 3\n  minHeadingLevel: 7\n---\n', 'a.md');
    expect(deep.diagnostics.map((d) => `${d.line} ${d.message}`)).toEqual([
      '5 The front matter key `tableOfContents.minHeadingLevel` is invalid: expected a heading level from 1 to 6.',
    ]);
  });

  it('leaves a Docusaurus page alone: its own keys are not rewritten', () => {
    const page = '---\ntitle: Plain\nsidebar_label: Plain one\nhide_table_of_contents: true\n---\nBody.\n';
    const { result, diagnostics } = parseMarkdownFile(page, 'docs/plain.md');
    expect(diagnostics).toEqual([]);
    expect(result?.frontMatter).toEqual({ title: 'Plain', sidebar_label: 'Plain one', hide_table_of_contents: true });
  });
});
