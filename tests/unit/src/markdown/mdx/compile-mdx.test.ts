/**
 * MDX pages through `compileMarkdown`: what renders, and every problem as one located diagnostic (file, line,
 * column) instead of a thrown error or syntax shown as text; `markdown.mdx: 'safe'` refuses code.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMarkdownExtensions } from '../../../../../src/markdown/extensions.js';
import { compileMarkdown, type CompileInput } from '../../../../../src/markdown/compile.js';
import { siteModules } from '../../../../../src/pipeline/site-modules.js';
import { builtInTheme } from '../../../../../src/render/theme-module.js';

async function mdx(markdown: string, extra: Partial<CompileInput> = {}, mdxPolicy: 'trusted' | 'safe' = 'trusted') {
  return await compileMarkdown({
    markdown,
    site: { baseUrl: '/', routeOfSourcePath: new Map([['guide/setup.md', '/guide/setup']]), mdx: mdxPolicy },
    file: 'docs/page.mdx',
    sourcePath: 'page.mdx',
    route: '/page',
    lineOffset: 3,
    format: 'mdx',
    ...extra,
  });
}

const where = (out: Awaited<ReturnType<typeof mdx>>) => out.diagnostics.map((d) => `${d.file}:${d.line}:${d.column ?? '-'} ${d.code} ${d.message}`);

beforeAll(() => loadMarkdownExtensions());

describe('MDX pages', () => {
  it('renders theme components, expressions and exports, and shows no MDX syntax as text', async () => {
    const out = await mdx(
      [
        "import Admonition from '@theme/Admonition';",
        "export const tool = 'quill';",
        '',
        '# Using {tool}',
        '',
        '{/* hidden note */}',
        '',
        '<Admonition type="tip" title="Hint">Run **{tool}** daily.</Admonition>',
        '',
        'Twice: {2 * 2}. A [link](./guide/setup.md).',
      ].join('\n'),
    );
    expect(out.diagnostics).toEqual([]);
    expect(out.bodyHtml).toContain('<h1 id="using">Using <!-- -->quill</h1>');
    expect(out.bodyHtml).toMatch(/admonition-tip[\s\S]*Run <strong>quill<\/strong> daily/);
    expect(out.bodyHtml).toContain('Twice: <!-- -->4');
    expect(out.bodyHtml).toContain('href="/guide/setup"');
    expect(out.bodyHtml).not.toMatch(/import |export |hidden note|\{\/\*/);
  });

  it('turns HTML written as JSX into checked elements: links recorded, unsafe parts refused', async () => {
    const out = await mdx(
      '<div className="box"><a href="/missing">x</a></div>\n\n<button onClick={() => alert(1)}>Go</button>\n\n<script>{"alert(1)"}</script>\n',
    );
    expect(out.links.map((l) => l.raw)).toContain('/missing');
    expect(out.bodyHtml).toContain('<div class="box">');
    expect(out.bodyHtml).not.toMatch(/onclick|<script/i);
    expect(where(out)).toEqual([
      expect.stringMatching(/^docs\/page\.mdx:6:1 html-unsafe .*`onclick`/i),
      expect.stringMatching(/^docs\/page\.mdx:8:1 html-unsafe .*`<script>`/),
    ]);
  });

  it('takes the id of a <Link> or <Heading> as an anchor of the page, as Docusaurus collects them', async () => {
    // babel's v8 migration guide marks list items with `<Link id="ast-bigint"/>` and links to `#ast-bigint`.
    const out = await mdx('import Link from \'@docusaurus/Link\';\n\n- <Link id="ast-bigint"/> Use `bigint`.\n\nSee [the change](#ast-bigint).\n');
    expect(out.headingIds.has('ast-bigint')).toBe(true);
    expect(out.bodyHtml).toContain('<li><a id="ast-bigint"></a> Use <code>bigint</code>.</li>');
    expect(where(out)).toEqual([]);
  });

  it('reports a syntax error at its place, counting the front matter', async () => {
    expect(where(await mdx('# Title\n\nSome <b>bold</c> text.\n'))).toEqual([
      expect.stringMatching(/^docs\/page\.mdx:6:\d+ mdx This MDX could not be parsed: /),
    ]);
  });

  it('reports an unknown theme module, listing the ones there are', async () => {
    const out = await mdx("import Tab from '@theme/Tab';\n\n<Tab />\n");
    expect(where(out)).toEqual([expect.stringMatching(/^docs\/page\.mdx:4:1 mdx `@theme\/Tab` is not provided by docsgen\./)]);
    expect(out.diagnostics[0]!.hint).toContain('`@theme/Tabs`');
  });

  it("reads JavaScript's own capitalised globals in an expression, not as components never imported", async () => {
    // withastro/docs' configuration reference: `**Default:** {Infinity}`.
    const out = await mdx('**Default:** {Infinity}, {Math.max(1, 2)}, {Number.MAX_SAFE_INTEGER > 0 ? "big" : "small"}\n');
    expect(where(out)).toEqual([]);
    expect(out.bodyHtml.replaceAll('<!-- -->', '')).toContain('<strong>Default:</strong> Infinity, 2, big');
  });

  it('reports a missing export, a component never imported and an expression that fails', async () => {
    // As webpack has it: a warning where it is imported, and an error only where the page uses it.
    const unused = await mdx("import { Nope } from '@theme/Tabs';\n\nText.\n");
    expect(unused.diagnostics.map((d) => `${d.severity} ${d.line}:${d.column} ${d.message}`)).toEqual([
      "warning 4:10 `@theme/Tabs` has no export named `Nope`: the page builds without it, as webpack's does, and fails where it uses it.",
    ]);
    const used = await mdx("import { Nope } from '@theme/Tabs';\n\n<Nope />\n");
    expect(used.diagnostics.map((d) => `${d.severity} ${d.line}`)).toEqual(['warning 4', 'error 6']);
    expect(used.diagnostics[1]!.message).toContain('has no export named `Nope`');
    expect(where(await mdx('Text\n\n<Chart data="x" />\n'))).toEqual([
      expect.stringMatching(/^docs\/page\.mdx:6:1 mdx The component `<Chart>` is used but never imported/),
    ]);
    expect(where(await mdx('Value: {missing.value}\n'))).toEqual([
      expect.stringMatching(/^docs\/page\.mdx:4:9 mdx This MDX expression failed .*missing is not defined/),
    ]);
  });

  it('names the component inside another that throws, at its own line, not the one around it', async () => {
    const page = [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      "export const Broken = () => { throw new Error('broken inside'); };",
      '',
      '<Tabs>',
      '<TabItem value="a" label="A">',
      '',
      'Before.',
      '',
      '<Broken />',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
    ].join('\n');
    expect(where(await mdx(page))).toEqual([
      expect.stringMatching(/^docs\/page\.mdx:14:1 mdx The component `<Broken>` failed while the page was rendered: broken inside/),
    ]);
  });

  it('names the component that throws while rendering, at its line', async () => {
    const out = await mdx("import Tabs from '@theme/Tabs';\n\nIntro\n\n<Tabs>\n  <p>not a tab</p>\n</Tabs>\n");
    expect(where(out)).toEqual([expect.stringMatching(/^docs\/page\.mdx:8:1 mdx The component `<Tabs>` failed while the page was rendered: /)]);
  });

  it('renders partials with their props, reports problems in the partial file and stops a cycle', async () => {
    const texts: Record<string, string> = {
      'docs/_note.mdx': '---\ntitle: x\n---\nInstall **{props.tool}**.\n\n{broken.value}\n',
      'docs/_loop.mdx': "import Loop from './_loop.mdx';\n\n<Loop />\n",
      'docs/_plain.md': 'Plain <abbr title="x">HTML</abbr> partial.\n',
    };
    const input = { mdx: { site: new Map(), readText: (p: string) => texts[p] ?? null, categoryCards: [] } };
    const ok = await mdx("import Plain from './_plain.md';\n\n<Plain />\n", input);
    expect(ok.diagnostics).toEqual([]);
    expect(ok.bodyHtml).toContain('<abbr title="x">HTML</abbr>');
    const note = await mdx('import Note from \'./_note.mdx\';\n\n<Note tool="npm" />\n', input);
    expect(where(note)).toEqual([expect.stringMatching(/^docs\/_note\.mdx:6:2 mdx This MDX expression failed/)]);
    const loop = await mdx("import Loop from './_loop.mdx';\n\n<Loop />\n", input);
    expect(where(loop).join('\n')).toContain('docs/page.mdx → docs/_loop.mdx → docs/_loop.mdx');
    expect(where(await mdx("import Gone from './_gone.mdx';\n", input))).toEqual([
      expect.stringMatching(/^docs\/page\.mdx:4:1 mdx Cannot import `\.\/_gone\.mdx`/),
    ]);
  });

  it("refuses code under markdown.mdx: 'safe' but allows theme components with literal props", async () => {
    const ok = await mdx("import Admonition from '@theme/Admonition';\n\n<Admonition type=\"note\" title={'Literal'}>Fine.</Admonition>\n", {}, 'safe');
    expect(ok.diagnostics).toEqual([]);
    const site = { mdx: { site: new Map([['components/Chart', { default: () => null }]]), readText: () => null, categoryCards: [] } };
    expect(where(await mdx("import Chart from '../components/Chart';\n", site, 'safe'))).toEqual([
      expect.stringMatching(/mdx MDX is limited on this site .*an import of `\.\.\/components\/Chart`/),
    ]);
    expect(where(await mdx('Sum {1 + 2}\n', {}, 'safe'))).toEqual([expect.stringMatching(/^docs\/page\.mdx:4:6 mdx MDX is limited .*`\{1 \+ 2\}`/)]);
    expect(where(await mdx('export const x = globalThis.process;\n', {}, 'safe'))).toEqual([expect.stringMatching(/mdx MDX is limited .*`export const x`/)]);
  });

  it("refuses dangerouslySetInnerHTML and spread props under markdown.mdx: 'safe', on elements and components alike", async () => {
    const payload = '{{ __html: \'<script src="/assets/files/evil.js"></script>\' }}';
    const onDiv = await mdx(`<div dangerouslySetInnerHTML=${payload} />\n`, {}, 'safe');
    expect(where(onDiv)).toEqual([expect.stringMatching(/^docs\/page\.mdx:4:6 mdx MDX is limited .*`dangerouslySetInnerHTML` on `<div>`/)]);
    expect(onDiv.bodyHtml).not.toContain('script');
    const onComponent = await mdx(`import Admonition from '@theme/Admonition';\n\n<Admonition type="note" dangerouslySetInnerHTML=${payload} />\n`, {}, 'safe');
    expect(where(onComponent)).toEqual([expect.stringMatching(/`dangerouslySetInnerHTML` on `<Admonition>`/)]);
    expect(onComponent.bodyHtml).not.toContain('script');
    const spread = await mdx(`<div {...{ dangerouslySetInnerHTML: { __html: '<img src=x onerror=alert(1)>' } }} />\n`, {}, 'safe');
    expect(where(spread)).toEqual([expect.stringMatching(/the spread props/)]);
    expect(spread.bodyHtml).not.toContain('onerror');
  });

  it('refuses dangerouslySetInnerHTML on an HTML element written as JSX on any site', async () => {
    const out = await mdx("<div dangerouslySetInnerHTML={{ __html: '<b>x</b>' }} />\n");
    expect(where(out)).toEqual([expect.stringMatching(/html-unsafe `dangerouslySetInnerHTML` on `<div>` inserts HTML that no check reads/)]);
    expect(out.bodyHtml).not.toContain('<b>');
  });

  it('renders a site component, and a client component as an island that refuses props it cannot send', async () => {
    const serverCode = `
      const { jsx } = require('react/jsx-runtime');
      exports.modules = {
        'components/Hello': { default: (p) => jsx('b', { children: 'Hi ' + p.name }) },
        'components/Live': { default: (p) => jsx('i', { children: p.label }) },
      };`;
    const site = await siteModules(
      {
        serverCode,
        islands: { 'components/Live': '/assets/islands/Live-1.js' },
        keys: ['components/Hello', 'components/Live'],
        inputs: [],
        failed: [],
        stylesheet: null,
      },
      builtInTheme,
    );
    const input = { mdx: { site, readText: () => null, categoryCards: [] } };
    const out = await mdx(
      'import Hello from \'../components/Hello\';\nimport Live from \'../components/Live\';\n\n<Hello name="Ann" />\n\n<Live label="on" />\n',
      input,
    );
    expect(out.diagnostics).toEqual([]);
    expect(out.bodyHtml).toContain('<b>Hi Ann</b>');
    expect(out.bodyHtml).toContain(
      '<docsgen-island data-src="/assets/islands/Live-1.js" data-export="default" data-props="{&quot;label&quot;:&quot;on&quot;}"',
    );
    const bad = await mdx('import Live from \'../components/Live\';\n\nText\n\n<Live label="on" onPick={() => 1} />\n', input);
    expect(where(bad)).toEqual([expect.stringMatching(/^docs\/page\.mdx:8:1 mdx The client component `<Live>` gets the prop `onPick`/)]);
  });
});

describe('MDX pages of a Docusaurus 2 site: markdown.indentedCode', () => {
  // Indented text that MDX 3 cannot read as a paragraph (`<build>` opens a tag, `{Root?}` an expression), and a
  // command MDX 3 would run into the paragraph above it.
  const page = ['Run it:', '', '    cmake -S ${Root?} -B build', '    run.py -b <build>', '', 'Then:', '', '    ninja check', ''].join('\n');

  it('reads a block indented by four spaces as code, as MDX 1 did', async () => {
    const out = await mdx(page, { site: { baseUrl: '/', routeOfSourcePath: new Map(), indentedCode: true } });
    expect(out.diagnostics).toEqual([]);
    expect(out.bodyHtml).toMatch(/<pre[^>]*>[\s\S]*cmake -S \$\{Root\?\} -B build[\s\S]*run\.py -b &lt;build&gt;[\s\S]*<\/pre>/);
    expect(out.bodyHtml).toMatch(/<pre[^>]*>[\s\S]*ninja check[\s\S]*<\/pre>/);
    // A list item's continuation is not code: only four spaces past the item's own indentation is.
    const list = await mdx('- item\n\n    more of the item\n', { site: { baseUrl: '/', routeOfSourcePath: new Map(), indentedCode: true } });
    expect(list.bodyHtml).not.toContain('<pre');
    // A line right after a JSX or HTML line belonged to that element in MDX 1: indented, it is still JSX, not code.
    const html = await mdx('<table>\n  <tr>\n    <td>cell</td>\n  </tr>\n</table>\n', {
      site: { baseUrl: '/', routeOfSourcePath: new Map(), indentedCode: true },
    });
    expect(html.bodyHtml).toContain('<table><tr><td>cell</td></tr></table>');
  });

  it('is off by default, as in MDX 3: the block is MDX, and one it cannot parse is a located error', async () => {
    const out = await mdx(page);
    expect(where(out)).toEqual([expect.stringMatching(/^docs\/page\.mdx:6:\d+ mdx /)]);
    expect((await mdx('Then:\n\n    ninja check\n')).bodyHtml).not.toContain('<pre');
  });
});

describe('Markdown pages that hold MDX lines', () => {
  it('warns that an import line would show as text, naming the fix', async () => {
    const out = await compileMarkdown({
      markdown: "import Tabs from '@theme/Tabs';\n\n# Title\n",
      site: { baseUrl: '/', routeOfSourcePath: new Map() },
      file: 'docs/a.md',
      sourcePath: 'a.md',
      route: '/a',
      lineOffset: 0,
    });
    expect(out.diagnostics.map((d) => `${d.line} ${d.severity} ${d.message}`)).toEqual([
      "1 warning This page is read as plain Markdown, so the MDX line `import Tabs from '@theme/Tabs';` would show as text.",
    ]);
  });

  it('warns at an MDX comment or a component tag too, once per page, and never for HTML', async () => {
    const warned = async (markdown: string) =>
      (
        await compileMarkdown({
          markdown,
          site: { baseUrl: '/', routeOfSourcePath: new Map() },
          file: 'docs/a.md',
          sourcePath: 'a.md',
          route: '/a',
          lineOffset: 0,
        })
      ).diagnostics.map((d) => `${d.line} ${d.message}`);
    expect(await warned('# Title\n\n{/* draft */}\n\n<Tabs>\n</Tabs>\n')).toEqual([
      '3 This page is read as plain Markdown, so the MDX line `{/* draft */}` would show as text.',
    ]);
    expect(await warned('# Title\n\n<Tabs groupId="os">\n\nText\n\n</Tabs>\n')).toEqual([
      '3 This page is read as plain Markdown, so the component `<Tabs groupId="os">` would be an unknown HTML element, not the component.',
    ]);
    expect(await warned('# Title\n\n<details>\n<summary>More</summary>\n\nText\n\n</details>\n')).toEqual([]);
    // vue-macros' features/export-props.md: a sentence that opens with the words in code is prose.
    expect(await warned('# Title\n\n`export let` becomes `defineModel` in Vue 3.4.\n\n*export default* is kept.\n')).toEqual([]);
  });
});
