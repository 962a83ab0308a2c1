import { beforeAll, describe, expect, it } from 'vitest';
import { loadMarkdownExtensions } from '../../../../../src/markdown/extensions.js';
import { mdx1Compat, unwrapMdxCodeBlocks } from '../../../../../src/markdown/mdx/compat.js';
import { compileMarkdown } from '../../../../../src/markdown/compile.js';

beforeAll(() => loadMarkdownExtensions());

/** `markdown` compiled as the MDX page `docs/a.mdx`. */
const compileMdx = async (markdown: string) =>
  await compileMarkdown({
    markdown,
    site: { baseUrl: '/', routeOfSourcePath: new Map() },
    file: 'docs/a.mdx',
    sourcePath: 'a.mdx',
    route: '/a',
    lineOffset: 0,
    format: 'mdx',
  });

describe('mdx1Compat', () => {
  it('escapes heading ids line for line, leaving code and HTML comments alone', () => {
    const text = ['<!-- prettier-ignore -->', '### Using pnpm {#using-pnpm}', '```md', '## Kept {#kept}', '```'].join('\n');
    expect(mdx1Compat(text).split('\n')).toEqual(['<!-- prettier-ignore -->', '### Using pnpm \\{#using-pnpm\\}', '```md', '## Kept {#kept}', '```']);
    // Any other `{#` of a heading is escaped too, the first one, as Docusaurus does: `{#}` is not an expression.
    expect(mdx1Compat('### browser.ml.chat.prompts.{#}\n\nText {#not-a-heading}')).toBe('### browser.ml.chat.prompts.\\{#}\n\nText {#not-a-heading}');
  });

  it('knows a fence indented inside a list item, so the headings after it are still escaped', () => {
    // babel/website's Babel 8 guide: a second fence opened with four spaces inside an item, closed with two.
    const text = [
      '- Migration:',
      '',
      '  ```diff',
      '  - a',
      '  ```',
      '    ```diff',
      '  + b',
      '  ```',
      '',
      '### `@babel/preset-typescript` {#babel-preset-typescript}',
    ].join('\n');
    expect(mdx1Compat(text).split('\n').at(-1)).toBe('### `@babel/preset-typescript` \\{#babel-preset-typescript\\}');
  });

  it('lets an MDX page use HTML comments and {#id} headings as Docusaurus does', async () => {
    const out = await compileMdx('<!-- prettier-ignore -->\n\n## Using pnpm {#using-pnpm}\n\nText <!-- inline --> here.\n\n<!--\na */ b\n-->\n');
    expect(out.diagnostics).toEqual([]);
    expect(out.bodyHtml).toContain('<h2 id="using-pnpm">Using pnpm<');
    expect(out.bodyHtml).toMatch(/<p>Text\s+here\.<\/p>/);
    expect(out.bodyHtml).not.toMatch(/prettier|inline|a \*/);
  });

  it('reads `<!--` in inline code and in fenced code as code: a comment after it is still a comment', async () => {
    const out = await compileMdx(
      ['Comments start with `<!--` in HTML.', '', '<!-- prettier-ignore -->', '```html', '<!-- Input -->', '<p>x</p>', '```', '', 'After.'].join('\n'),
    );
    expect(out.diagnostics).toEqual([]);
    expect(out.bodyHtml).toContain('<code>&lt;!--</code>');
    expect(out.bodyHtml).toContain('&lt;!-- Input --&gt;');
    expect(out.bodyHtml).toContain('<p>After.</p>');
    expect(out.bodyHtml).not.toContain('prettier-ignore');
  });
});

describe('mdx-code-block fences', () => {
  it('nest, as Docusaurus unwraps them: three-backtick ones inside a four-backtick one are the page too', () => {
    // ory/docs wraps a whole tab set in ````mdx-code-block and imports CodeBlock in a ```mdx-code-block inside it.
    const text = [
      '````mdx-code-block',
      '<TabItem value="sdk">',
      '```shell',
      'ory create client',
      '```',
      '```mdx-code-block',
      "import CodeBlock from '@theme/CodeBlock'",
      '```',
      '</TabItem>',
      '````',
    ].join('\n');
    expect(unwrapMdxCodeBlocks(text).split('\n')).toEqual([
      '',
      '<TabItem value="sdk">',
      '```shell',
      'ory create client',
      '```',
      '',
      "import CodeBlock from '@theme/CodeBlock'",
      '',
      '</TabItem>',
      '',
    ]);
  });

  it('become part of the page line for line, their fence lines blank; other code, and such a fence inside code, stay', () => {
    const text = [
      '````mdx-code-block',
      "import Tabs from '@theme/Tabs';",
      '```js',
      'inside();',
      '```',
      '````',
      '```md',
      '```mdx-code-block',
      '<Kept />',
      '```',
    ].join('\n');
    expect(unwrapMdxCodeBlocks(text).split('\n')).toEqual([
      '',
      "import Tabs from '@theme/Tabs';",
      '```js',
      'inside();',
      '```',
      '',
      '```md',
      '```mdx-code-block',
      '<Kept />',
      '```',
    ]);
  });

  it('let JSX open in one block and close in another around Markdown, as Docusaurus reads them, with lines kept', async () => {
    const markdown = [
      '```mdx-code-block',
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      '<Tabs>',
      '<TabItem value="npm" label="npm">',
      '```',
      '',
      'Run **npm**.',
      '',
      '```mdx-code-block',
      '</TabItem>',
      '<TabItem value="yarn" label="Yarn">',
      '```',
      '',
      'Run yarn {broken',
      '',
      '```mdx-code-block',
      '</TabItem>',
      '</Tabs>',
      '```',
    ].join('\n');
    const out = await compileMdx(markdown.replace('{broken', 'too.'));
    expect(out.diagnostics).toEqual([]);
    expect(out.bodyHtml).not.toContain('mdx-code-block');
    expect(out.bodyHtml).toContain('role="tablist"');
    expect(out.bodyHtml).toContain('<strong>npm</strong>');
    expect(out.bodyHtml).toContain('Run yarn too.');
    // A problem after the blocks is reported at its own line.
    expect((await compileMdx(markdown)).diagnostics.map((d) => d.line)).toEqual([16]);
  });
});
