/**
 * VitePress' Markdown under `markdown.syntax: 'vitepress'`: its containers, `<<<` snippet lines, `<Badge>`, its
 * heading slugs and what it holds for Vue, each drawn or reported at its line; and none of it read on a site
 * without the setting, where it stays what Docusaurus makes of it.
 */
import { describe, expect, it } from 'vitest';
import type { SiteLinkContext } from '../../../../src/markdown/context.js';
import { SNIPPET_MAX_BYTES } from '../../../../src/markdown/snippets.js';
import { extensionsFor, loadMarkdownExtensions } from '../../../../src/markdown/extensions.js';
import { compile, fixtureLinkContext } from '../../../support/markdown.js';

const vitepress: SiteLinkContext = { ...fixtureLinkContext, syntax: 'vitepress' };
/** Site files the snippet lines read, by path from the site root (the page is `content/docs/guide/modules.md`). */
const files: Record<string, string> = {
  'snippets/hello.ts': 'export function hello() {\n  return 1;\n}\n',
  'snippets/regions.js': 'setup();\n// #region main\n  function main() {\n    run();\n  }\n// #endregion main\nteardown();\n',
  'content/docs/guide/beside.cs': 'class Beside {}\n',
  'snippets/view.tsx':
    'export function View() {\n  return (\n    <page>\n      {/* #region example */}\n      <label text="Hi" />\n      {/* #endregion example */}\n    </page>\n  );\n}\n',
};
const readText = (sitePath: string) => files[sitePath] ?? null;
const vp = async (markdown: string, extra: Record<string, string> = {}, options: { searchSections?: boolean } = {}) =>
  await compile(markdown, { site: vitepress, readText: (p) => extra[p] ?? readText(p), ...options });
/** Diagnostics as `line message` (the fixture page has four front-matter lines). */
const said = (result: Awaited<ReturnType<typeof compile>>) => result.diagnostics.map((d) => `${d.line} ${d.message}`);
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe("VitePress' emoji shortcodes", () => {
  it('draws `:tada:` as its emoji outside code, once the emoji stage is loaded, and leaves other sites alone', async () => {
    await loadMarkdownExtensions({ emoji: true });
    const result = await vp('Released :tada: with :+1: from us, not :no-such-emoji:.\n\n`keep :tada:`\n');
    expect(result.bodyHtml).toContain('Released 🎉 with 👍 from us, not :no-such-emoji:.');
    expect(result.bodyHtml).toContain('<code>keep :tada:</code>');
    expect((await compile('Released :tada:.\n')).bodyHtml).toContain('Released :tada:.');
  });

  it('is asked for only by a VitePress site whose pages hold a shortcode outside code', () => {
    expect(extensionsFor([{ text: 'Hi :tada:', mdx: false }], true).emoji).toBe(true);
    expect(extensionsFor([{ text: 'Hi :tada:', mdx: false }], false).emoji).toBe(false);
    expect(extensionsFor([{ text: '`Hi :tada:`', mdx: false }], true).emoji).toBe(false);
  });
});

describe("VitePress' [[toc]]", () => {
  it("draws the page's h2 and h3 headings as a nested list of links where the marker stands", async () => {
    const result = await vp('[[toc]]\n\n## Install\n\n### With npm\n\n#### Deep\n\n## Use it\n\nText.\n');
    expect(result.diagnostics).toEqual([]);
    expect(result.bodyHtml.replace(/>\s+</g, '><')).toContain(
      '<nav class="toc-inline" aria-label="On this page"><ul><li><a href="#install">Install</a><ul><li><a href="#with-npm">With npm</a></li></ul></li><li><a href="#use-it">Use it</a></li></ul></nav>',
    );
    expect(text(result.bodyHtml)).not.toContain('[[toc]]');
    // Search finds the headings once, not again as text of the table of contents.
    const searched = await vp('[[toc]]\n\n## Install\n\nText.\n', {}, { searchSections: true });
    expect(JSON.stringify(searched.sections.filter((section) => section.text !== null).map((section) => section.text))).not.toContain('Install');
    // On a site without the setting, the marker is text, as in Docusaurus.
    expect((await compile('[[toc]]\n\n## Install\n')).bodyHtml).toContain('[[toc]]');
  });
});

describe("VitePress' container attributes", () => {
  it('gives a container the `{#id}` written after its title, an anchor links may name', async () => {
    // vitest's guide: `::: warning In-source testing {#in-source-testing}`, linked from other pages.
    const result = await vp('See [it](#in-source-testing).\n\n::: warning In-source testing {#in-source-testing}\nText.\n:::\n');
    expect(result.bodyHtml).toMatch(/<div id="in-source-testing" class="admonition admonition-warning"/);
    expect(result.headingIds.has('in-source-testing')).toBe(true);
    expect(text(result.bodyHtml)).not.toContain('{#');
  });
});

describe("VitePress' file inclusion", () => {
  // vitest's guide/cli.md: `<!--@include: ./cli-generated.md-->` holds all 151 option sections.
  const parts = {
    'content/docs/guide/parts/options.md':
      '---\ntitle: Options\n---\n\n## --watch\n\nWatch **files**, see [setup](./setup.md).\n\n<!-- #region short -->\nShort part.\n<!-- #endregion short -->\n\n<!--@include: ./nested.md-->\n',
    'content/docs/guide/parts/nested.md': 'Nested text.\n',
    'content/docs/guide/parts/self.md': 'Again:\n\n<!--@include: ./self.md-->\n',
    'content/docs/guide/parts/lines.md': 'one\n\ntwo\n\nthree\n',
    'content/docs/guide/parts/boxes.md':
      '::: details Why it warns\n\nOld packages.\n\n:::\n\n::: tip\nA tip.\n:::\n\n| Flag | Use |\n| - | - |\n| `-v` | version |\n',
  };

  it("reads the included file's Markdown into the page: headings, links, a nested include, its front matter left out", async () => {
    const result = await vp('Before.\n\n<!--@include: ./parts/options.md-->\n\nAfter.\n', parts);
    expect(result.diagnostics).toEqual([]);
    expect(result.bodyHtml).toMatch(/<h2 id="watch">--watch/);
    expect(result.bodyHtml).toContain('Watch <strong>files</strong>');
    expect(text(result.bodyHtml)).toMatch(/Before\.[^]*Short part\.[^]*Nested text\.[^]*After\./);
    expect(text(result.bodyHtml)).not.toMatch(/title: Options|@include/);
  });

  it('takes a region or a range of lines, and reports what it cannot read at the include line', async () => {
    const result = await vp(
      [
        '<!--@include: ./parts/options.md#short-->',
        '',
        '<!--@include: ./parts/lines.md{3,}-->',
        '',
        '<!--@include: ./parts/missing.md-->',
        '',
        '<!--@include: ../../../../outside.md-->',
        '',
        '<!--@include: ./parts/self.md-->',
        '',
        '<!--@include: ./parts/options.md#nowhere-->',
      ].join('\n'),
      parts,
    );
    expect(text(result.bodyHtml)).toMatch(/^\s*Short part\.\s*two\s*three\s*Again:\s*$/);
    expect(said(result)).toEqual([
      "9 The include `./parts/missing.md` names a file that is not there (looked for `content/docs/guide/parts/missing.md` in the site's folder).",
      "11 The include `../../../../outside.md` is not a file inside the site's folder, so it is not read.",
      '13 The include `./self.md` names a file that includes itself, or is included too deep (`content/docs/guide/modules.md` → `content/docs/guide/parts/self.md` → `content/docs/guide/parts/self.md`), so it is not read again.',
      '15 The include `./parts/options.md` has no region `nowhere`.',
    ]);
  });

  // lucide's pages include `../../docs/images/…` from inside `docs/`: out of the site's folder and back in by its name.
  it("reads a path that leaves the site's folder and comes back in through its name as the site's file", async () => {
    const inside =
      '<!--@include: ../../../../fixture/content/docs/guide/parts/lines.md-->\n\n<!--@include: ../../../../other/content/docs/guide/parts/lines.md-->\n';
    const result = await compile(inside, { site: { ...vitepress, siteFolder: 'fixture' }, readText: (p) => parts[p as keyof typeof parts] ?? null });
    expect(text(result.bodyHtml)).toMatch(/^\s*one\s*two\s*three\s*$/);
    expect(said(result)).toEqual([
      "7 The include `../../../../other/content/docs/guide/parts/lines.md` is not a file inside the site's folder, so it is not read.",
    ]);
  });

  // NativeScript's setup pages include a part that is one `::: details Title` box; the page itself has no `:::` or table.
  it("reads an included file's containers and tables as the page's own, titles and all", async () => {
    const result = await vp('Before.\n\n<!-- @include: ./parts/boxes.md -->\n\nAfter.\n', parts);
    expect(result.diagnostics).toEqual([]);
    expect(result.bodyHtml).toMatch(/<details[^>]*>\s*<summary>Why it warns<\/summary>[^]*Old packages\./);
    expect(result.bodyHtml).toMatch(/class="admonition admonition-tip"[^]*A tip\./);
    expect(result.bodyHtml).toMatch(/<table>[^]*<code>-v<\/code>/);
    expect(text(result.bodyHtml)).not.toContain(':::');
  });

  it('leaves the comment alone on a site without the setting', async () => {
    const result = await compile('Text.\n\n<!--@include: ./parts/options.md-->\n', { readText: (p) => (parts as Record<string, string>)[p] ?? null });
    expect(result.bodyHtml).not.toContain('--watch');
  });
});

describe('VitePress containers', () => {
  it('turns a code group into tabs labelled by the fences, and reports anything else inside it', async () => {
    const result = await vp(['::: code-group', '', '```js [config.js]', 'a()', '```', '', '```ts', 'b()', '```', '', 'A stray line.', '', ':::'].join('\n'));
    expect(result.bodyHtml).toMatch(/<div class="tabs" data-island="tabs">.*>config\.js<\/button>.*>ts<\/button>/s);
    expect(result.bodyHtml).not.toContain('[config.js]');
    expect(result.diagnostics.map((d) => `${d.severity} ${d.line} ${d.message}`)).toEqual([
      // Shown, not lost: a warning (hono's site leaves a `::: code-group` open around an `::: info`).
      'warning 15 A `::: code-group` block may only hold code blocks, so this is shown after its tabs.',
    ]);
  });

  it("reads vitepress-plugin-tabs' == labels as tabs, wherever Markdown put the label line, and syncs tabs of one key", async () => {
    const result = await vp(
      [
        '::: tabs key:pkg',
        '== npm',
        'npm i quill',
        '== yarn',
        '<center>',
        '  <b>yarn add quill</b>',
        '</center>',
        '== pnpm',
        'pnpm add quill',
        '',
        '![pnpm](/pnpm.png)',
        ':::',
      ].join('\n'),
    );
    expect(said(result)).toEqual([]);
    expect(result.bodyHtml).toMatch(/<div class="tabs" data-island="tabs" data-group-id="pkg">/);
    expect([...result.bodyHtml.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['npm', 'yarn', 'pnpm']);
    const panels = [...result.bodyHtml.matchAll(/role="tabpanel"[^>]*>(.*?)<\/div>/gs)].map((m) => text(m[1]!).trim());
    expect(panels).toEqual(['npm i quill', 'yarn add quill', 'pnpm add quill']);
    // A paragraph of an image alone is content, not a stray fence.
    expect(result.bodyHtml).toMatch(/<img[^>]*alt="pnpm"/);
    expect(result.bodyHtml).not.toContain('==');
  });

  it('reads nested tabs by their marker levels, and ends a block a tab leaves open at the next label, as the plugin does', async () => {
    const result = await vp(
      [
        ':::: tabs',
        '=== CI',
        '::: tabs key:provider',
        '== Playwright',
        '::: code-group',
        '```sh [npm]',
        'npm i playwright',
        '```',
        '== WebdriverIO',
        '::: code-group',
        '```sh [npm]',
        'npm i webdriverio',
        '```',
        ':::',
        ':::',
        '=== Cloud',
        'Use a cloud service.',
        '::::',
        '',
        'After the tabs.',
      ].join('\n'),
    );
    expect(said(result)).toEqual([]);
    expect([...result.bodyHtml.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['CI', 'Cloud', 'Playwright', 'WebdriverIO', 'npm', 'npm']);
    expect(text(result.bodyHtml)).toMatch(/npm i playwright.*npm i webdriverio.*Use a cloud service\..*After the tabs\./s);
    expect(result.bodyHtml).toMatch(/<\/div>\s*<p>After the tabs\.<\/p>$/);
  });

  it('titles an untitled details block with the theme word, opens it with {open}, and draws {no-title} boxes bare', async () => {
    const result = await vp(
      [
        '::: details',
        'Hidden.',
        ':::',
        '',
        '::: details Click me {open}',
        'Shown.',
        ':::',
        '',
        '::: tip {no-title}',
        'Bare.',
        ':::',
        '',
        '::: danger STOP',
        'Halt.',
        ':::',
      ].join('\n'),
    );
    expect(result.bodyHtml).toContain('<details class="details"><summary>Details</summary>');
    expect(result.bodyHtml).toContain('<details class="details" open=""><summary>Click me</summary>');
    expect(result.bodyHtml).toContain('<div class="admonition admonition-tip" role="note" aria-label="Tip"><div class="admonition-content"><p>Bare.</p>');
    expect(result.bodyHtml).toContain('aria-label="STOP"');
    expect(result.diagnostics).toEqual([]);
  });

  it('shows v-pre and raw blocks as their content, {{ }} as written and unreported', async () => {
    const result = await vp(['::: v-pre', 'Shown as {{ written }}.', ':::', '', '::: raw', 'Plain *text*.', ':::'].join('\n'));
    expect(result.bodyHtml).toBe('<p>Shown as {{ written }}.</p>\n<p>Plain <em>text</em>.</p>');
    expect(result.diagnostics).toEqual([]);
  });

  it('leaves out the v-pre attribute of an element without a word, and still reports it on a site without the setting', async () => {
    const html = '<pre v-pre class="shown">{{ as written }}</pre>\n\nText with <span v-pre>{{ this }}</span>.\n\n<div v-pre>\n\n{{ block }}\n\n</div>';
    const result = await vp(html);
    expect(result.bodyHtml).toMatch(/<pre class="shown"[^>]*>{{ as written }}<\/pre>/);
    expect(result.bodyHtml).toContain('<span>{{ this }}</span>');
    expect(result.diagnostics).toEqual([]);
    expect(said(await compile(html)).join('\n')).toMatch(/`<pre>` keeps none of `v-pre`/);
    // Once the element is closed, `{{ … }}` is Vue's again, and reported.
    expect(said(await vp(`${html}\n\nAfter {{ later }}.`))).toEqual([expect.stringMatching(/^15 Vue's `{{ later }}` is not evaluated/)]);
  });

  it('reads `lang:line-numbers` fences as the language with line numbers, lines to highlight spaced or not', async () => {
    // vitest's docs write ```` ```ts:line-numbers{3,8,9} ````, VitePress' own ```` ```ts:line-numbers {1} ````.
    for (const fence of ['```ts:line-numbers {1}', '```ts:line-numbers{1}']) {
      const result = await vp(`${fence}\nconst a = 1;\nconst b = 2;\n\`\`\``);
      expect(result.bodyHtml, fence).toContain('<pre data-language="ts" data-line-numbers=""');
      expect(result.bodyHtml.match(/code-line-highlighted/g), fence).toHaveLength(1);
    }
  });

  it('leaves every container an error that names the setting on a site without it', async () => {
    const result = await compile('::: code-group\n\n```js [a.js]\nx\n```\n\n:::\n\n::: details\nHidden.\n:::');
    // In any order: an unknown container is reported after the site's plugins had their chance at it.
    expect(said(result).sort()).toEqual(['13 A details block needs a summary.', "5 `::: code-group` is VitePress' syntax, which this site does not read."]);
    expect(result.diagnostics.find((d) => d.line === 5)!.hint).toContain("markdown: { syntax: 'vitepress' }");
  });
});

describe('VitePress code snippets (<<<)', () => {
  it("reads the file from the site's folder, with highlighted lines, a region and the language in braces", async () => {
    const result = await vp(['<<< @/snippets/hello.ts{2}', '', '<<< @/snippets/regions.js#main{1 ts:line-numbers}', '', '<<< ./beside.cs{c#}'].join('\n'));
    const blocks = result.bodyHtml.split('<div class="code-block"').slice(1);
    expect(blocks).toHaveLength(3);
    expect(text(blocks[0]!)).toContain('export function hello() {\n  return 1;\n}');
    expect(blocks[0]).toMatch(/code-line-highlighted">\s*<span class="token keyword">return/);
    expect(text(blocks[1]!)).toMatch(/^[^]*function main\(\) \{\n {2}run\(\);\n\}\n/);
    expect(text(blocks[1]!)).not.toMatch(/setup|teardown|#region/);
    expect(blocks[1]).toContain('data-language="ts" data-line-numbers=""');
    expect(blocks[2]).toContain('class="language-c#"');
    expect(text(blocks[2]!)).toContain('class Beside {}');
    expect(result.diagnostics).toEqual([]);
  });

  // NativeScript's UI pages mark their React and Solid examples in JSX comments, the only kind JSX allows there.
  it('finds a region marked in JSX comments, and leaves the markers out', async () => {
    const result = await vp('<<< @/snippets/view.tsx#example\n');
    expect(result.diagnostics).toEqual([]);
    const code = text(result.bodyHtml);
    expect(code).toMatch(/^\s*&lt;label text=&quot;Hi&quot; \/&gt;\n/);
    expect(code).not.toMatch(/#region|#endregion|page&gt;|View/);
  });

  it('labels a code group tab with the [label] of a snippet line, and keeps the text after the snippet lines', async () => {
    const result = await vp(
      [
        '::: code-group',
        '',
        '<<< @/snippets/hello.ts [hello.ts]',
        '',
        '```sh [shell]',
        'ls',
        '```',
        '',
        ':::',
        '',
        '<<< @/snippets/hello.ts',
        'Then a sentence.',
      ].join('\n'),
    );
    expect(result.bodyHtml).toMatch(/>hello\.ts<\/button>.*>shell<\/button>/s);
    expect(result.bodyHtml).toMatch(/<\/div>\n<p>Then a sentence\.<\/p>$/);
    expect(result.diagnostics).toEqual([]);
  });

  it("labels a tab with a [label] holding brackets whole, as VitePress reads it (Pinia Colada's `[pages/products/[id].vue]`)", async () => {
    const result = await vp(
      ['::: code-group', '', '```vue [pages/products/[id].vue] twoslash', '<p/>', '```', '', '```ts [a.ts]', 'a', '```', '', ':::', ''].join('\n'),
    );
    expect(result.bodyHtml).toMatch(/>pages\/products\/\[id\]\.vue<\/button>.*>a\.ts<\/button>/s);
  });

  it('reports, at its line, a file that is missing, outside the site, hidden, too large, or without the region', async () => {
    const big = 'x'.repeat(SNIPPET_MAX_BYTES + 1);
    const lines = ['<<< @/snippets/none.ts', '', '<<< ../../../../../etc/passwd', '', '<<< @/.env', '', '<<< @/big.txt', '', '<<< @/snippets/regions.js#other'];
    const result = await vp(lines.join('\n'), { 'big.txt': big, '.env': 'SECRET=1' });
    expect(said(result)).toEqual([
      "5 The code snippet `@/snippets/none.ts` names a file that is not there (looked for `snippets/none.ts` in the site's folder).",
      "7 The code snippet `../../../../../etc/passwd` is not a file inside the site's folder, so it is not read.",
      '9 The code snippet `@/.env` is a hidden file or sits in a hidden folder, which docsgen does not read into pages.',
      `11 The code snippet \`@/big.txt\` has ${SNIPPET_MAX_BYTES + 1} bytes, more than the ${SNIPPET_MAX_BYTES} a snippet may have, so it is not read.`,
      '13 The code snippet `@/snippets/regions.js` has no region `other`.',
    ]);
    expect(result.bodyHtml).not.toMatch(/SECRET|&lt;&lt;&lt;/);
  });

  it('is text on a site without the setting, and no file is read', async () => {
    let read = false;
    const result = await compile('<<< @/snippets/hello.ts', {
      readText: () => {
        read = true;
        return 'x';
      },
    });
    expect(result.bodyHtml).toBe('<p>&lt;&lt;&lt; @/snippets/hello.ts</p>');
    expect(read).toBe(false);
  });
});

describe("VitePress' <Badge>, heading slugs and Vue", () => {
  it('closes any element written `<x />`, as Vue does, so that the text after it stays outside', async () => {
    // vuejs/docs: `<sup class="vt-badge" data-text="3.5+" />: more` put ": more" inside the badge.
    const line = 'Defer target resolution <sup class="vt-badge" data-text="3.5+" />: the **target** waits.';
    const result = await vp(line);
    expect(result.bodyHtml).toContain('<sup class="vt-badge" data-text="3.5+"></sup>: the <strong>target</strong> waits.');
    // Without the setting, the HTML parser's reading stays (an unclosed `<sup>` holds the rest).
    expect((await compile(line)).bodyHtml).toContain('<sup class="vt-badge" data-text="3.5+">: the <strong>target</strong> waits.</sup>');
  });

  it('draws badges from `text` or their content, leaves the text after `<Badge />` outside, and reports an empty one', async () => {
    const result = await vp(
      ['## `useData` <Badge type="info" text="composable" />', '', 'A <Badge type="danger">*new*</Badge> thing, and <Badge />.'].join('\n'),
    );
    expect(result.bodyHtml).toContain('<h2 id="usedata"><code>useData</code> <span class="badge badge-info">composable</span><a class="hash-link"');
    expect(result.bodyHtml).toContain('<p>A <span class="badge badge-danger"><em>new</em></span> thing, and .</p>');
    expect(said(result)).toEqual(['7 This `<Badge>` has no text, so it is left out.']);
  });

  it('reports an inline component tag on a Docusaurus site instead of dropping it unseen', async () => {
    const result = await compile('## Title <Badge type="info" text="composable" />');
    expect(said(result)).toEqual([
      '5 This page is read as plain Markdown, so the component `<Badge type="info" text="composable" />` would be an unknown HTML element, not the component.',
    ]);
  });

  it("makes heading ids as VitePress does, so its pages' anchors keep working", async () => {
    const result = await vp('## `<Content />` <Badge type="info" text="component" />\n\n## Über 2.0?\n\n## Über 2.0?\n\n## 1st step');
    expect(result.toc.map((entry) => entry.id)).toEqual(['content', 'uber-2-0', 'uber-2-0-1', '_1st-step']);
  });

  it('takes out Vue script blocks and reports them, Vue components and {{ }} at their lines', async () => {
    const markdown = [
      '<script setup>',
      "import { ref } from 'vue'",
      '</script>',
      '',
      'Count: {{ count }}',
      '',
      '<ClientOnly>',
      'Inside.',
      '</ClientOnly>',
    ].join('\n');
    const result = await vp(markdown);
    expect(result.bodyHtml).not.toContain('ref');
    expect(result.bodyHtml).toContain('Inside.');
    expect(said(result)).toEqual([
      "5 This `<script>` block is Vue's, which docsgen does not run, so it is left out of the page.",
      "9 Vue's `{{ count }}` is not evaluated by docsgen, so it shows as written.",
      '11 The Vue component `<ClientOnly>` is not run by docsgen, so only its content is shown.',
    ]);
  });

  // openapi-typescript's home: `<SponsorList />` inside a `<div>` block drew nothing, unreported.
  it('reports a component anywhere in an HTML block, at its own line, not only one that starts it', async () => {
    const block = ['<div class="sponsors">', '  <!-- <OldList /> -->', '  <SponsorList />', '  <p>Text <Badge text="new" /></p>', '</div>'].join('\n');
    expect(said(await vp(block))).toEqual([
      '7 The Vue component `<SponsorList />` is not run by docsgen, and it has no content of its own, so nothing shows in its place.',
    ]);
  });

  // knex's ref.md: `<SqlOutput code="…"/>`, its attribute over several lines, said to show "only its content", which it has none of.
  it('says a component whose tag closes itself shows nothing, its attributes on any lines; one with content keeps it', async () => {
    expect(said(await vp("<SqlOutput code=\"knex('users')\n  .select('id')\"/>\n\n<Note>\nKept.\n</Note>\n"))).toEqual([
      '5 The Vue component `<SqlOutput />` is not run by docsgen, and it has no content of its own, so nothing shows in its place.',
      '8 The Vue component `<Note>` is not run by docsgen, so only its content is shown.',
    ]);
  });

  // openapi-typescript's openapi-react-query pages: `# {{ $frontmatter.title }}` showed as written in their heading.
  it('shows `{{ $frontmatter.key }}` as the value of that key of the page, in text and in HTML, as Vue does', async () => {
    const frontMatter = { title: 'useQuery <T>', meta: { since: 7 }, tags: ['a'] };
    // As `docsgen init` writes a VitePress site without math (`markdown.math: false`): two `$` on a line are text, not
    // inline math, whether or not another test loaded the math stages in this worker.
    const site: SiteLinkContext = { ...vitepress, math: false };
    const page = '# {{ $frontmatter.title }}\n\nSince {{$frontmatter.meta.since}}.\n\n<p>{{ $frontmatter.title }}</p>\n';
    const result = await compile(page, { site, frontMatter });
    expect(result.h1).toBe('useQuery <T>');
    expect(result.toc[0]).toMatchObject({ id: 'usequery-t', text: 'useQuery <T>' });
    expect(result.bodyHtml).toContain('Since 7.');
    expect(result.bodyHtml).toContain('<p>useQuery &lt;T&gt;</p>');
    expect(said(result)).toEqual([]);
    // A key the page does not have, or one that holds no text, shows as written, with the warning.
    expect(said(await compile('# {{ $frontmatter.tags }} and {{ $frontmatter.nope }}\n', { site, frontMatter }))).toEqual([
      "5 Vue's `{{ $frontmatter.tags }}` is not evaluated by docsgen, so it shows as written.",
    ]);
    // In code and under `v-pre` it is Vue's to leave as written too.
    expect((await compile('`{{ $frontmatter.title }}`\n', { site, frontMatter })).bodyHtml).toContain('{{ $frontmatter.title }}');
  });

  // NativeScript's core/index.md: a list drawn by `v-for` in an HTML block, its link's text `{{ item.text }}`.
  it("reports {{ }} inside an HTML block, which shows as written there too, and Vue's directives as Vue's", async () => {
    const list = ['<ul>', '  <li v-for="item in items">', '    <a :href="item.link">{{ item.text }}</a>', '  </li>', '</ul>'].join('\n');
    expect(said(await vp(list))).toEqual([
      "5 Vue's `{{ item.text }}` is not evaluated by docsgen, so it shows as written.",
      "6 `<li>` has Vue's `v-for`, which docsgen does not run: the element shows once, as written, without it.",
      "7 `<a>` has Vue's `:href`, which docsgen does not run: the element shows once, as written, without it.",
    ]);
    // On another site, they are attributes a page may not carry, as any other.
    expect(said(await compile(list)).join('\n')).toMatch(/`<li>` keeps none of `v-for`/);
    expect(said(await vp('<pre v-pre class="shown">{{ as written }}</pre>'))).toEqual([]);
  });

  it("shows a Vue slot's content (`<template #title>` in a component) where it is, as the component's own; elsewhere a template stays refused", async () => {
    const markdown = [
      '<VPTeamPage>',
      '  <template #title>Meet the Team</template>',
      '  <template v-slot:lead>',
      '    <b>Who</b> we are.',
      '  </template>',
      '</VPTeamPage>',
    ];
    const result = await vp(markdown.join('\n'));
    expect(said(result)).toEqual(['5 The Vue component `<VPTeamPage>` is not run by docsgen, so only its content is shown.']);
    expect(text(result.bodyHtml)).toMatch(/Meet the Team\s+Who we are\./);
    expect(result.bodyHtml).toContain('<b>Who</b>');
    expect(result.bodyHtml).not.toContain('template');
    const plain = await compile('<div>\n  <template #title>Meet the Team</template>\n</div>');
    expect(plain.diagnostics.map((d) => d.code)).toContain('html-unsafe');
  });

  it("shows what Vue's `<template v-if>`, `v-else` and `v-for` hold, with one warning per page; an HTML template stays refused", async () => {
    const markdown = [
      '<p>by <a v-if="dep.url" :href="dep.url">Evan</a><template v-else>Evan You</template></p>',
      '',
      '<div>',
      '  <template v-for="pkg in packages"><code>vite</code></template>',
      '</div>',
    ];
    const result = await vp(markdown.join('\n'));
    // One warning for the templates; the `<a>`'s `v-if` and `:href` are Vue's directives on an element, said apart.
    expect(said(result)).toEqual([
      "5 `<a>` has Vue's `v-if`, `:href`, which docsgen does not run: the element shows once, as written, without them.",
      "5 This `<template v-else>` is Vue's, which docsgen does not run, so its content is always shown, once.",
    ]);
    expect(text(result.bodyHtml)).toMatch(/by Evan\s*Evan You[\s\S]*vite/);
    expect(result.bodyHtml).not.toContain('template');
    const plain = await compile('<div>\n  <template v-if="x">Hidden</template>\n</div>');
    expect(plain.diagnostics.map((d) => d.code)).toContain('html-unsafe');
  });
});

describe("VitePress' line notations in code", () => {
  const block = [
    '```js',
    'const a = 1; // [!code ++]',
    'const b = 2; // [!code --]',
    'focus(); // [!code focus:2]',
    'next();',
    'warn(); /* [!code warning] */',
    'shown(); // [!code highlight]',
    '```',
  ].join('\n');

  it('mark their lines (inserted, deleted, focused, warning, highlighted) and leave the code without them', async () => {
    const html = (await vp(block)).bodyHtml;
    expect(html).not.toContain('[!code');
    const lines = [...html.matchAll(/<span class="(code-line[^"]*)">(.*?)\n<\/span>/gs)].map(([, classes, body]) => `${classes} | ${text(body!)}`);
    expect(lines).toEqual([
      'code-line code-line-inserted | const a = 1;',
      'code-line code-line-deleted | const b = 2;',
      'code-line code-line-focused | focus();',
      'code-line code-line-focused | next();',
      'code-line code-line-warning | warn();',
      'code-line code-line-highlighted | shown();',
    ]);
    expect(html).toMatch(/<pre[^>]*data-focus=""/);
  });

  it('stay as written on a site without the setting, where they are comments of the code', async () => {
    expect((await compile(block)).bodyHtml).toContain('[!code ++]');
  });
});
