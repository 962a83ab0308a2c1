/**
 * Raw HTML in Markdown: parsed into the page's tree and rendered by React like the rest (blocks, inline tags,
 * attributes, self-closing tags, Markdown inside HTML blocks), comments dropped silently, its text searchable,
 * and, with `markdown.html: 'reject'`, every piece of it a located `raw-html` error as before.
 */
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/markdown/compile.js';
import { compile, fixtureLinkContext, recordsOf } from '../../../support/markdown.js';

describe('raw HTML in Markdown', () => {
  it('renders block HTML with its attributes, single-quoted or not, and Markdown inside it', async () => {
    const result = await compile(
      `<p align='center' class="hero wide">\n  <img src="https://img.example/logo.png" width=120 alt="Logo"/>\n</p>\n\n<div style="text-align: center; margin-top: 4px">\n\n**Bold** in a div\n\n</div>`,
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.bodyHtml).toContain('<p align="center" class="hero wide">');
    expect(result.bodyHtml).toContain('<img src="https://img.example/logo.png" width="120" alt="Logo" loading="lazy" decoding="async"/>');
    expect(result.bodyHtml).toContain('<div style="text-align:center;margin-top:4px">');
    expect(result.bodyHtml).toContain('<p><strong>Bold</strong> in a div</p>');
  });

  it('renders inline HTML and self-closing tags inside paragraphs', async () => {
    const html = await renderMarkdown('One<br/>two<br>three <kbd>Ctrl</kbd> <span class="x">y</span> <sub>2</sub>');
    expect(html).toBe('<p>One<br/>two<br/>three <kbd>Ctrl</kbd> <span class="x">y</span> <sub>2</sub></p>');
  });

  it('renders <details> with a <summary> and Markdown in its body', async () => {
    const html = await renderMarkdown('<details>\n<summary>Show the **answer**</summary>\n\nIt is *42*.\n\n</details>');
    expect(html).toBe('<details>\n<summary>Show the **answer**</summary>\n<p>It is <em>42</em>.</p>\n</details>');
  });

  it('renders a YouTube iframe with its attributes', async () => {
    const html = await renderMarkdown(
      '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="Demo" frameborder="0" allow="autoplay; encrypted-media" allowfullscreen></iframe>',
    );
    expect(html).toMatch(
      /^<iframe width="560" height="315" src="https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ" title="Demo" frameBorder="0" allow="autoplay; encrypted-media" allowFullScreen=""><\/iframe>$/,
    );
  });

  it('drops comments silently, on their own and inside HTML', async () => {
    const result = await compile('Hello\n\n<!-- a note for writers -->\n\n<div>Hi <!-- inner note --> there</div>\n\nText <!-- inline --> after');
    expect(result.diagnostics).toEqual([]);
    expect(result.bodyHtml).not.toContain('note');
    expect(result.bodyHtml).not.toContain('inline');
    expect(result.bodyHtml).toContain('<div>Hi  there</div>');
  });

  it('lets an element left open take in the blocks after it, as a browser does, and leaves other blocks alone', async () => {
    expect(await renderMarkdown('Intro\n\n<div class="box">\n*not emphasis*\n\n*after*\n\n- item')).toBe(
      '<p>Intro</p>\n<div class="box">\n*not emphasis*\n<p><em>after</em></p>\n<ul>\n<li>item</li>\n</ul></div>',
    );
    expect(await renderMarkdown('<div class="box">closed</div>\n\n*after*\n\n- item')).toBe(
      '<div class="box">closed</div>\n<p><em>after</em></p>\n<ul>\n<li>item</li>\n</ul>',
    );
  });

  it('renders pages without HTML as before', async () => {
    expect(await renderMarkdown('# Title\n\nSome *text* and `code`.')).toBe('<h1 id="title">Title</h1>\n<p>Some <em>text</em> and <code>code</code>.</p>');
  });

  it('puts text written in HTML into the search records', async () => {
    const records = await recordsOf(
      '/p',
      'Page',
      '## Install\n\n<div align="center">\n  Text straight in a div<br/>on two lines\n</div>\n\n<details>\n<summary>Click to see</summary>\n\nHidden **answer**\n\n</details>\n\n<center>Old centre</center>',
    );
    const contents = records.filter((r) => r.type === 'content').map((r) => r.content);
    expect(contents).toEqual(['Text straight in a div on two lines', 'Click to see', 'Hidden answer', 'Old centre']);
    expect(records.find((r) => r.content === 'Old centre')?.hierarchy.lvl2).toBe('Install');
  });
});

describe("markdown.html: 'reject'", () => {
  const reject = { site: { ...fixtureLinkContext, html: 'reject' as const } };

  it('reports each piece of HTML at its line and column and renders none of it; comments are still dropped', async () => {
    const result = await compile('Hello\n\n<!-- a note for writers -->\n\n<div class="x">Hi</div>\n\nText with <b>bold</b>.', reject);
    expect(result.bodyHtml).not.toContain('a note for writers');
    expect(result.bodyHtml).not.toContain('<div');
    expect(result.bodyHtml).not.toContain('<b>');
    expect(result.diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual(['raw-html 9:1', 'raw-html 11:11']);
    expect(result.diagnostics[0]!.message).toBe('Raw HTML is turned off for this site: `<div class="x">Hi</div>`.');
  });

  it('is what renderMarkdown does when asked', async () => {
    expect(await renderMarkdown('a<br/>b', { html: 'reject' })).toBe('<p>ab</p>');
    expect(await renderMarkdown('a<br/>b')).toBe('<p>a<br/>b</p>');
  });
});
