import { beforeAll, describe, expect, it } from 'vitest';
import { loadMarkdownExtensions } from '../../../../src/markdown/extensions.js';
import { compile, fixtureLinkContext } from '../../../support/markdown.js';

beforeAll(() => loadMarkdownExtensions());

describe('headings and table of contents', () => {
  it('slugs headings, honours {#id}, ignores plan badges and lists h1 to h6 for the page to pick from', async () => {
    const result = await compile("# Modules\n\n## What's next\n\n### Set up :plan[Pro]\n\n#### Deep\n\n## Custom {#my-id}\n\n## What's next");
    expect(result.toc).toEqual([
      { id: 'modules', text: 'Modules', depth: 1 },
      { id: 'whats-next', text: "What's next", depth: 2 },
      { id: 'set-up', text: 'Set up', depth: 3 },
      { id: 'deep', text: 'Deep', depth: 4 },
      { id: 'my-id', text: 'Custom', depth: 2 },
      { id: 'whats-next-1', text: "What's next", depth: 2 },
    ]);
    expect([...result.headingIds]).toEqual(['modules', 'whats-next', 'set-up', 'deep', 'my-id', 'whats-next-1']);
    expect(result.bodyHtml).toContain('<h2 id="my-id">Custom<a class="hash-link" href="#my-id"');
  });

  it("keeps the heading's case in its id with markdown.anchors.maintainCase (Cypress' `#Create-Jira-issue`), links checked against it", async () => {
    const markdown = '## Create Jira issue\n\nSee [the issue](#Create-Jira-issue).\n\n## Create Jira issue\n';
    const kept = await compile(markdown, { site: { ...fixtureLinkContext, anchorsMaintainCase: true } });
    expect(kept.toc.map((entry) => entry.id)).toEqual(['Create-Jira-issue', 'Create-Jira-issue-1']);
    expect(kept.bodyHtml).toContain('<h2 id="Create-Jira-issue">');
    expect(kept.diagnostics).toEqual([]);
    const lowered = await compile(markdown);
    expect(lowered.toc.map((entry) => entry.id)).toEqual(['create-jira-issue', 'create-jira-issue-1']);
  });

  it("keeps the case in VitePress' slugs with markdown.anchors.maintainCase (Vue Test Utils' own slugify: `#attachTo`)", async () => {
    const markdown = '## attachTo\n\nSee [Méthodes](#Methodes-de-Wrapper).\n\n## Méthodes de Wrapper\n';
    const site = { ...fixtureLinkContext, syntax: 'vitepress' as const };
    const kept = await compile(markdown, { site: { ...site, anchorsMaintainCase: true } });
    expect(kept.toc.map((entry) => entry.id)).toEqual(['attachTo', 'Methodes-de-Wrapper']);
    expect(kept.diagnostics).toEqual([]);
    const lowered = await compile(markdown, { site });
    expect(lowered.toc.map((entry) => entry.id)).toEqual(['attachto', 'methodes-de-wrapper']);
  });

  it("keeps the hyphens at the ends of VitePress' slugs with markdown.anchors.trimHyphens: false (Pinia Colada's `#Using-get-`)", async () => {
    const markdown = '## Using get()\n\nSee [get](#using-get-).\n';
    const site = { ...fixtureLinkContext, syntax: 'vitepress' as const };
    const kept = await compile(markdown, { site: { ...site, anchorsKeepHyphens: true } });
    expect(kept.toc.map((entry) => entry.id)).toEqual(['using-get-']);
    expect(kept.diagnostics).toEqual([]);
    expect((await compile(markdown, { site })).toc.map((entry) => entry.id)).toEqual(['using-get']);
  });

  it('adds the title as h1 when the body has none, without an id, as Docusaurus draws the title', async () => {
    const result = await compile('Intro text.', { title: 'Modules guide' });
    expect(result.bodyHtml.startsWith('<h1>Modules guide</h1>')).toBe(true);
    expect(result.h1).toBe('Modules guide');
    expect([...result.headingIds]).toEqual([]);
  });

  it('gives an h2 that repeats the title from front matter the plain slug (as in Docusaurus), not `-1`', async () => {
    const result = await compile('## OCR Testing\n\nText.\n\n## OCR Testing', { title: 'OCR Testing' });
    expect(result.toc.map((entry) => entry.id)).toEqual(['ocr-testing', 'ocr-testing-1']);
    expect(result.bodyHtml).toContain('<h2 id="ocr-testing">OCR Testing');
    expect(result.diagnostics).toEqual([]);
  });

  it('still slugs an h1 written in the body, so an h2 repeating it takes the next slug', async () => {
    const result = await compile('# OCR Testing\n\n## OCR Testing', { title: 'OCR Testing' });
    expect([...result.headingIds]).toEqual(['ocr-testing', 'ocr-testing-1']);
  });

  it("takes Docusaurus 3's comment ids: a trailing {/* #id */} in MDX and <!-- #id --> in Markdown, not shown", async () => {
    const mdx = await compile('## toHaveURL {/* #page-assertions-to-have-url */}\n\n## Kept {/* a note, not an id */}\n\n## Two {/* #a */ /* #b */}', {
      format: 'mdx',
    });
    expect(mdx.toc).toEqual([
      { id: 'page-assertions-to-have-url', text: 'toHaveURL', depth: 2 },
      { id: 'kept', text: 'Kept', depth: 2 },
      { id: 'two', text: 'Two', depth: 2 },
    ]);
    expect(mdx.bodyHtml).toContain('<h2 id="page-assertions-to-have-url">toHaveURL<a class="hash-link"');
    const md = await compile('## Install <!-- #setup extra words -->\n\n## Plain <!-- setup -->');
    expect(md.toc.map((entry) => [entry.id, entry.text])).toEqual([
      ['setup', 'Install'],
      ['plain', 'Plain'],
    ]);
    expect(md.bodyHtml).toContain('<h2 id="setup">Install<a class="hash-link"');
    expect(md.bodyHtml).not.toContain('#setup extra');
  });
});
