import { describe, expect, it } from 'vitest';
import { applyMagicComments, parseCodeMeta } from '../../../../src/markdown/code-meta.js';
import { hasNestedRepetition } from '../../../../src/markdown/text-markers.js';
import { renderMarkdown } from '../../../../src/markdown/compile.js';
import { compile } from '../../../support/markdown.js';
import { preparePlugins, useMarkdownPlugins } from '../../../../src/markdown/user-plugins.js';
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** The text a reader copies: the `<pre>`'s text without markup (line numbers are CSS, so never in it). */
function preText(html: string): string {
  const pre = /<pre[^>]*>([\s\S]*?)<\/pre>/.exec(html)?.[1] ?? '';
  return pre
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function lineClasses(html: string): string[] {
  return [...html.matchAll(/<span class="(code-line[^"]*)"/g)].map((m) => m[1]!);
}

describe('code fence meta', () => {
  it('reads title, ranges and showLineNumbers, ignoring other words', () => {
    expect(parseCodeMeta('title="src/app.js" {1,3-5} showLineNumbers live')).toEqual({
      title: 'src/app.js',
      markers: [],
      lines: [1, 3, 4, 5],
      insertedLines: [],
      deletedLines: [],
      rangeLabels: [],
      badRanges: [],
      lineNumbersFrom: 1,
    });
    expect(parseCodeMeta("title='a b.ts' showLineNumbers=7 {2}")).toMatchObject({ title: 'a b.ts', lines: [2], lineNumbersFrom: 7 });
    // Expressive Code's text markers (starlight-blog's ```astro title="X" "<Preview {post} />"): braces inside quotes are no range.
    expect(parseCodeMeta('title="Post.astro" "<Preview {post} />" {3} \'{x}\' del="old"')).toEqual({
      title: 'Post.astro',
      markers: [
        { text: '<Preview {post} />', kind: 'mark' },
        { text: '{x}', kind: 'mark' },
        { text: 'old', kind: 'del' },
      ],
      lines: [3],
      insertedLines: [],
      deletedLines: [],
      rangeLabels: [],
      badRanges: [],
      lineNumbersFrom: null,
    });
    expect(parseCodeMeta('{1,x,4-2}').badRanges).toEqual(['x', '4-2']);
  });

  it('shows the title as a caption above the block', async () => {
    const html = await renderMarkdown('```js title="src/app.js"\nrun();\n```');
    expect(html).toContain(
      '<div class="code-block code-block-titled" data-island="copy-code"><div class="code-block-title">src/app.js</div><div class="code-block-body"><pre',
    );
    expect(html).not.toContain('data-title');
  });

  it("marks the places of Expressive Code's text markers, across the highlighter's tokens, the text unchanged", async () => {
    const html = await renderMarkdown('```js "greet" del="old" ins="new()"\nfunction greet() { return old + new(); }\n```');
    expect(html).toContain('<span class="token function"><mark class="code-marker">greet</mark></span>');
    expect(html).toContain('<del class="code-marker">old</del>');
    // `new()` spans three tokens: each piece is marked inside its own.
    expect(html).toContain(
      '<span class="token keyword"><ins class="code-marker">new</ins></span><span class="token punctuation"><ins class="code-marker">(</ins></span><span class="token punctuation"><ins class="code-marker">)</ins></span>',
    );
    expect(html).not.toContain('data-text-markers');
    expect(html.replace(/<[^>]+>/g, '')).toContain('function greet() { return old + new(); }');
  });

  it("reads Expressive Code's /regular expression/ markers, with their slashes escaped and spaces inside", () => {
    expect(parseCodeMeta('title="a" /ye[sp]/ ins=/\\/ho.*\\// del=/a b/ /usr/bin').markers).toEqual([
      { text: 'ye[sp]', kind: 'mark', regex: true },
      { text: '/ho.*/', kind: 'ins', regex: true },
      { text: 'a b', kind: 'del', regex: true },
    ]);
    // A slash inside a quoted title or a key's bare value is no marker.
    expect(parseCodeMeta('title="/a/" path=/x/').markers).toEqual([]);
  });

  it('marks every match of a regular expression marker on each line, or only its capture groups', async () => {
    const html = await renderMarkdown('```txt /ye(s|p)/ del=/^no/\nsay yes or yep\nno, not no\n```');
    expect(html).toContain('ye<mark class="code-marker">s</mark> or ye<mark class="code-marker">p</mark>');
    // `^` anchors at each line's start, not only the block's.
    expect(html).toContain('<del class="code-marker">no</del>, not no');
    expect(preText(html)).toBe('say yes or yep\nno, not no\n');
  });

  it('never runs a marker whose repeated group repeats itself (exponential on a near match), and says so at the fence', async () => {
    // On `aaab`, `(a+)+` would mark `aaa` (and on a longer near match backtrack through 2^n ways): not run at all.
    const { bodyHtml, diagnostics } = await compile('# T\n\n```txt /(a+)+/ /b/\naaab\n```\n');
    expect(diagnostics.map((d) => [d.code, d.line, d.message.slice(0, 60)])).toEqual([
      ['code-block-meta', 7, 'The text marker `/(a+)+/` on this code fence repeats a group'],
    ]);
    expect(bodyHtml).toContain('aaa<mark class="code-marker">b</mark>');
    expect(hasNestedRepetition('(a+)+$')).toBe(true);
    expect(hasNestedRepetition('(?:\\w*\\s?)*')).toBe(true);
    expect(hasNestedRepetition('((ab)+c)*')).toBe(true);
    expect(hasNestedRepetition('ye(s|p)')).toBe(false);
    expect(hasNestedRepetition('\\/ho.*\\/')).toBe(false);
    expect(hasNestedRepetition('(ab)+[(+)]*')).toBe(false);
  });

  it('warns at the fence of a regular expression marker that does not compile, and marks nothing for it', async () => {
    const { bodyHtml: html, diagnostics } = await compile('# T\n\n```js /a(b/ "c"\nabc\n```\n');
    expect(diagnostics.map((d) => [d.code, d.line, d.message])).toEqual([
      ['code-block-meta', 7, 'The text marker `/a(b/` on this code fence is not a valid regular expression, so it marks nothing.'],
    ]);
    expect(html).toContain('ab<mark class="code-marker">c</mark>');
  });

  it('reads ```diff lang="js" as JavaScript with its added and removed lines marked, the markers out of the code', async () => {
    const html = await renderMarkdown('```diff lang="js"\n import a from "a";\n-const b = 1;\n+const b = 2;\n```');
    expect(html).toContain('<pre data-language="js"');
    expect(lineClasses(html)).toEqual(['code-line', 'code-line code-line-deleted', 'code-line code-line-inserted']);
    expect(html.replace(/<[^>]+>/g, '')).toContain('import a from &quot;a&quot;;\nconst b = 1;\nconst b = 2;\n');
    // A plain diff block stays a diff, its markers shown.
    expect(lineClasses(await renderMarkdown('```diff\n-a\n+b\n```'))).toEqual(['code-line code-line-deleted', 'code-line code-line-inserted']);
  });

  it('highlights lines by range', async () => {
    const html = await renderMarkdown('```js {1,3-4}\na();\nb();\nc();\nd();\ne();\n```');
    expect(lineClasses(html)).toEqual([
      'code-line code-line-highlighted',
      'code-line',
      'code-line code-line-highlighted',
      'code-line code-line-highlighted',
      'code-line',
    ]);
    expect(preText(html)).toBe('a();\nb();\nc();\nd();\ne();\n');
  });

  it("reads Expressive Code's line markers mark={…}, ins={…}, del={…} and their other names add and rem, spaces allowed", () => {
    expect(parseCodeMeta('title="a.mjs" add={2, 8} rem={3-4} mark={5} ins={9} del={1}')).toMatchObject({
      title: 'a.mjs',
      markers: [],
      lines: [5],
      insertedLines: [2, 8, 9],
      deletedLines: [3, 4, 1],
      badRanges: [],
    });
    expect(parseCodeMeta('add="new" rem=/old/').markers).toEqual([
      { text: 'new', kind: 'ins' },
      { text: 'old', kind: 'del', regex: true },
    ]);
    expect(parseCodeMeta('ins={"A":2-3} {\'B\': 4}')).toMatchObject({ insertedLines: [2, 3], lines: [4], rangeLabels: ['A', 'B'] });
  });

  it('draws the lines of ins={…} and del={…} as inserted and deleted, and those of mark={…} as highlighted', async () => {
    const html = await renderMarkdown('```js add={2, 4} del={3} mark={1}\na();\nb();\nc();\nd();\n```');
    expect(lineClasses(html)).toEqual([
      'code-line code-line-highlighted',
      'code-line code-line-inserted',
      'code-line code-line-deleted',
      'code-line code-line-inserted',
    ]);
    expect(preText(html)).toBe('a();\nb();\nc();\nd();\n');
  });

  it('warns at the fence of a labelled line range, whose label is not drawn, and of an ins={…} line past the end', async () => {
    const { bodyHtml, diagnostics } = await compile('# T\n\n```js ins={"A":1} del={5}\na();\nb();\n```\n');
    expect(diagnostics.map((d) => [d.code, d.line, d.message])).toEqual([
      ['code-block-meta', 7, "The label `A` of a line range on this code fence is not drawn: docsgen marks the range's lines without it."],
      ['code-block-meta', 7, 'This code fence highlights line 5, but the block has 2 lines.'],
    ]);
    expect(lineClasses(bodyHtml)).toEqual(['code-line code-line-inserted', 'code-line']);
  });

  it('highlights lines by magic comment in each comment form and removes the comments', async () => {
    const js = '```js\na();\n// highlight-next-line\nb();\n/* highlight-start */\nc();\nd();\n// highlight-end\ne();\n```';
    const html = await renderMarkdown(js);
    expect(lineClasses(html)).toEqual([
      'code-line',
      'code-line code-line-highlighted',
      'code-line code-line-highlighted',
      'code-line code-line-highlighted',
      'code-line',
    ]);
    expect(preText(html)).toBe('a();\nb();\nc();\nd();\ne();\n');
    expect(preText(await renderMarkdown('```py\n# highlight-next-line\nx = 1\ny = 2\n```'))).toBe('x = 1\ny = 2\n');
    const htmlBlock = await renderMarkdown('```html\n<!-- highlight-start -->\n<p>a</p>\n<!-- highlight-end -->\n<p>b</p>\n```');
    expect(lineClasses(htmlBlock)).toEqual(['code-line code-line-highlighted', 'code-line']);
    expect(preText(htmlBlock)).toBe('<p>a</p>\n<p>b</p>\n');
  });

  it('leaves a block with no line features unwrapped', async () => {
    expect(await renderMarkdown('```js\na();\n```')).not.toContain('code-line');
  });

  it('numbers lines with CSS counters, outside the copied text', async () => {
    const html = await renderMarkdown('```bash showLineNumbers\nnpm ci\nnpm test\n```');
    expect(html).toContain('<pre data-language="bash" data-line-numbers=""');
    expect(preText(html)).toBe('npm ci\nnpm test\n');
    expect(await renderMarkdown('```bash showLineNumbers=10\nnpm ci\n```')).toContain('<code class="language-bash" style="counter-reset:line 9">');
  });

  it('styles the + and - lines of a diff', async () => {
    const html = await renderMarkdown('```diff\n- old\n+ new\n same\n```');
    expect(lineClasses(html)).toEqual(['code-line code-line-deleted', 'code-line code-line-inserted', 'code-line']);
    expect(preText(html)).toBe('- old\n+ new\n same\n');
  });

  it('keeps the meta of a fence inside a raw HTML block', async () => {
    const html = await renderMarkdown('<div class="x">\n\n```js title="in.js" {1}\na();\n```\n\n</div>');
    expect(html).toContain('<div class="code-block-title">in.js</div>');
    expect(lineClasses(html)).toEqual(['code-line code-line-highlighted']);
  });

  it('reads meta written without a language or glued to it', async () => {
    expect(await renderMarkdown('``` title="notes.txt"\nplain\n```')).toContain('<div class="code-block-title">notes.txt</div>');
    expect(lineClasses(await renderMarkdown('```js{2}\na();\nb();\n```'))).toEqual(['code-line', 'code-line code-line-highlighted']);
  });

  it('warns at the line of a bad range, an unclosed or stray magic comment, or a line past the end', async () => {
    const md = 'Text.\n\n```js {1,zz,9}\na();\n// highlight-end\n// highlight-start\nb();\n```';
    const diagnostics = (await compile(md)).diagnostics;
    expect(diagnostics.map((d) => [d.code, d.severity, d.line])).toEqual([
      ['code-block-meta', 'warning', 7],
      ['code-block-meta', 'warning', 9],
      ['code-block-meta', 'warning', 10],
      ['code-block-meta', 'warning', 7],
    ]);
    expect(diagnostics.map((d) => d.message)).toEqual([
      'The line range `zz` on this code fence is not a line number or a `from-to` range, so it highlights nothing.',
      'This `highlight-end` comment has no `highlight-start` before it.',
      'This `highlight-start` comment has no `highlight-end`, so the code is highlighted to the end of the block.',
      'This code fence highlights line 9, but the block has 2 lines.',
    ]);
  });

  it('applies magic comments only to whole comment lines', () => {
    expect(applyMagicComments('a(); // highlight-next-line\nb();')).toEqual({ code: 'a(); // highlight-next-line\nb();', lines: [], problems: [] });
  });
});

describe("a code block the site's remark plugins fill in", () => {
  /** Fills an empty block whose meta names a file with four lines, one magic comment among them (remark-code-import's way). */
  function remarkCodeFromFile() {
    return (tree: Root) => {
      visit(tree, 'code', (node: Code) => {
        if (/(^| )file=/.test(node.meta ?? '')) node.value = 'val a = 1\n// highlight-next-line\nval b = 2\nval c = 3\nval d = 4';
      });
    };
  }

  it('has its fence ranges and magic comments read from the code the plugin put in, as Docusaurus reads them when it renders', async () => {
    useMarkdownPlugins(preparePlugins({ remarkPlugins: [remarkCodeFromFile] }, process.cwd(), null, ''));
    try {
      const result = await compile('# Layout\n\n```kotlin {4} file=sample/Layout.kt\n```\n');
      expect(result.diagnostics).toEqual([]);
      expect(preText(result.bodyHtml).trimEnd()).toBe('val a = 1\nval b = 2\nval c = 3\nval d = 4');
      expect(lineClasses(result.bodyHtml)).toEqual(['code-line', 'code-line code-line-highlighted', 'code-line', 'code-line code-line-highlighted']);
    } finally {
      useMarkdownPlugins(preparePlugins({}, process.cwd(), null, ''));
    }
  });
});
