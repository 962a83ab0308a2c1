/**
 * Syntax a plugin was meant to handle, left in a page (`markdown-syntax-unhandled`): a component-like code block
 * language, a language or meta word written like a missing plugin's name, a link scheme no browser opens. Reported
 * only where plugins are in play (`markdown.missingPlugins`, or the site's own lists), once per page and syntax,
 * naming the plugins; ordinary unknown languages stay quiet.
 */
import type { Code, Root } from 'mdast';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { visit } from 'unist-util-visit';
import type { SiteLinkContext } from '../../../../src/markdown/context.js';
import { loadMarkdownExtensions } from '../../../../src/markdown/extensions.js';
import { nameWords } from '../../../../src/markdown/unhandled-syntax.js';
import { preparePlugins, useMarkdownPlugins } from '../../../../src/markdown/user-plugins.js';
import { compile, fixtureLinkContext } from '../../../support/markdown.js';

beforeAll(() => loadMarkdownExtensions());
afterEach(() => useMarkdownPlugins(preparePlugins({}, process.cwd(), null, '')));

const SNACK = '@react-native-website/remark-snackplayer';
const missing = (...names: string[]): SiteLinkContext => ({ ...fixtureLinkContext, missingPlugins: names });
const reports = async (markdown: string, site: SiteLinkContext, format: 'md' | 'mdx' = 'md') =>
  (await compile(markdown, { site, format })).diagnostics.filter((d) => d.code === 'markdown-syntax-unhandled');

const snackPage = [
  '# Buttons', // 1 (+4 lines of front matter)
  '',
  '```SnackPlayer name=Hello%20World',
  'export default () => null;',
  '```',
  '',
  '```SnackPlayer name=Second',
  'export default () => null;',
  '```',
].join('\n');

describe('code blocks in a language a plugin handles', () => {
  it('warns once per page at the first block, naming the missing plugin its name matches, and the block still shows as code', async () => {
    const result = await compile(snackPage, { site: missing('@acme/remark-title', SNACK) });
    const found = result.diagnostics.filter((d) => d.code === 'markdown-syntax-unhandled');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: 'warning', file: 'content/docs/guide/modules.md', line: 7 });
    expect(found[0]!.message).toBe(
      "This code block's language `SnackPlayer` is no language a highlighter knows but a plugin's syntax, and no plugin handled it, so the block shows as plain code, as does 1 more on this page. `markdown.missingPlugins` names `@react-native-website/remark-snackplayer`: the pages were written for it, and this site does not run it.",
    );
    expect(result.bodyHtml).toContain('export default () =&gt; null;');
  });

  it('reads MDX pages the same way', async () => {
    expect((await reports(snackPage, missing(SNACK), 'mdx')).map((d) => d.line)).toEqual([7]);
  });

  it('names every missing plugin when none matches by name (a component-like language)', async () => {
    const [found] = await reports('```LiveEditor\nx\n```', missing('remark-a', 'remark-b'));
    expect(found!.message).toContain('`markdown.missingPlugins` names `remark-a`, `remark-b`: the pages were written for them');
  });

  it('takes a lowercase language or a meta word written like a missing plugin’s name', async () => {
    expect((await reports('```snackplayer\nx\n```', missing('remark-snackplayer'))).map((d) => d.message.split(' is ')[0])).toEqual([
      "This code block's language `snackplayer`",
    ]);
    const [live] = await reports('```jsx live\n<p/>\n```', missing('@docusaurus/theme-live-codeblock'));
    expect(live!.message).toMatch(/^This code block's meta word `live` is a plugin's syntax/);
  });

  it('leaves ordinary code alone: known languages in any case, unknown ones not written like a component or a plugin', async () => {
    const page = ['JavaScript', 'Dockerfile', 'PostgreSQL', 'GraphQL', 'Output', 'ini2', 'text', 'tsx {1} title="live.tsx" showLineNumbers', 'bash npm2yarn']
      .map((lang) => `\`\`\`${lang}\nx\n\`\`\``)
      .join('\n\n');
    expect(await reports(page, missing(SNACK, '@docusaurus/theme-live-codeblock'))).toEqual([]);
  });

  it('says nothing on a site without plugins in play, where such a block is plain code as in Docusaurus', async () => {
    expect(await reports(snackPage, fixtureLinkContext)).toEqual([]);
  });
});

describe('links with a scheme no browser opens', () => {
  const page = [
    'See [createReducer](docblock://createReducer.ts?token=createReducer) and [also](docblock://other.ts).',
    '',
    '[web](https://example.com), [mail](mailto:a@example.com), [editor](vscode://file/x), [page](./cycles.md), [anchor](#top)',
  ].join('\n');

  it('warns at the first one, quoting it, and leaves the other schemes alone', async () => {
    const found = await reports(page, missing('remark-typescript-tools'));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ line: 5, column: 5 });
    expect(found[0]!.message).toBe(
      'The link `docblock://createReducer.ts?token=createReducer` uses the `docblock:` scheme, which no browser opens, and no plugin rewrote it, so it ships as written, as does 1 more on this page. `markdown.missingPlugins` names `remark-typescript-tools`: the pages were written for it, and this site does not run it.',
    );
  });

  it('says nothing without plugins in play', async () => {
    expect(await reports(page, fixtureLinkContext)).toEqual([]);
  });
});

describe("a preprocessor's directive in a code block's text", () => {
  const page = [
    '```rust title=main.rs {1}',
    '{{ #include @code/app/src/main.rs:main }}',
    '```',
    '',
    '```rust',
    '  {{#include ../other.rs}}',
    '```',
    '',
    '```handlebars',
    '{{#each items}}',
    '```',
  ].join('\n');

  it('warns at the first one, quoting it, when a missing plugin is named like its word, and the block still shows it', async () => {
    const result = await compile(page, { site: missing('remarkIncludeCode', 'remark-emoji') });
    const found = result.diagnostics.filter((d) => d.code === 'markdown-syntax-unhandled');
    expect(found.map((d) => [d.line, d.message])).toEqual([
      [
        5,
        "This code block's text `{{ #include @code/app/src/main.rs:main }}` is a plugin's `#include` directive, and no plugin replaced it, so the block shows the directive instead of the code it names, as does 1 more on this page. `markdown.missingPlugins` names `remarkIncludeCode`: the pages were written for it, and this site does not run it.",
      ],
    ]);
    expect(found[0]!.hint).toContain('otherwise, write the code itself in the block.');
    expect(result.bodyHtml.replace(/<[^>]+>/g, '')).toContain('{{ #include @code/app/src/main.rs:main }}');
  });

  it('says nothing when no missing plugin is named like it, or without plugins in play: `{{#each}}` is code to show', async () => {
    expect(await reports(page, missing('remark-emoji'))).toEqual([]);
    expect(await reports(page, fixtureLinkContext)).toEqual([]);
  });
});

describe("the site's own plugins", () => {
  function remarkNothing() {
    return () => {};
  }
  function remarkSnack() {
    return (tree: Root) => {
      visit(tree, 'code', (node: Code) => {
        if (node.lang === 'SnackPlayer') Object.assign(node, { type: 'html', value: '<div class="snack"></div>' });
      });
    };
  }
  function remarkHName() {
    return (tree: Root) => {
      visit(tree, 'code', (node: Code) => {
        node.data = { ...node.data, hName: 'snack-player' } as Code['data'];
      });
    };
  }

  it('are named, by their place in the config, when they leave such a block as it is', async () => {
    useMarkdownPlugins(preparePlugins({ remarkPlugins: [remarkNothing] }, process.cwd(), null, ''));
    const [found] = await reports(snackPage, fixtureLinkContext);
    expect(found!.message).toContain("The site's Markdown plugins (`markdown.remarkPlugins[0] (remarkNothing)`) left it as it is.");
  });

  it('are taken at their word for a meta word they are named like: a plugin reads its word and leaves it (dagger)', async () => {
    function remarkTemplate() {
      return (tree: Root) => {
        visit(tree, 'code', (node: Code) => {
          if ((node.meta ?? '').split(' ').includes('template')) node.value = node.value.replaceAll('{{version}}', '1.2.3');
        });
      };
    }
    useMarkdownPlugins(preparePlugins({ remarkPlugins: [remarkTemplate] }, process.cwd(), null, ''));
    const result = await compile('# Install\n\n```sh template\nnpm i tool@{{version}}\n```\n', { site: fixtureLinkContext });
    expect(result.diagnostics.filter((d) => d.code === 'markdown-syntax-unhandled')).toEqual([]);
    expect(result.bodyHtml).toContain('tool@1.2.3');
  });

  it('that turn the block into something else silence it', async () => {
    useMarkdownPlugins(preparePlugins({ remarkPlugins: [remarkSnack] }, process.cwd(), null, ''));
    expect(await reports(snackPage, fixtureLinkContext)).toEqual([]);
    useMarkdownPlugins(preparePlugins({ remarkPlugins: [remarkHName] }, process.cwd(), null, ''));
    expect(await reports(snackPage, missing(SNACK))).toEqual([]);
  });
});

describe('nameWords', () => {
  it('keeps the words of a plugin’s name that may name its syntax', () => {
    expect([...nameWords(SNACK)]).toEqual(['snackplayer']);
    expect([...nameWords('remarkSnackPlayer')].sort()).toEqual(['player', 'snack', 'snackplayer']);
    expect([...nameWords('./src/remark/snack-player.js')].sort()).toEqual(['player', 'snack', 'snackplayer']);
    expect([...nameWords('@docusaurus/theme-live-codeblock')]).toEqual(['live']);
  });
});

describe("a meta word that always means one plugin's syntax", () => {
  it('reports ```ts twoslash on any site, naming the transformer, unless the site runs a twoslash plugin of its own', async () => {
    const page = '# Types\n\n```ts twoslash\n// @noErrors\nconst a = 1\n```\n';
    // shiki's docs: their twoslash transformer comes from a path of their own, and missingPlugins names only `shiki`.
    for (const site of [fixtureLinkContext, missing('shiki')]) {
      const found = await reports(page, site);
      expect(found.map((d) => `${d.line} ${d.message}`)).toEqual([
        "7 This code block's meta word `twoslash` is a plugin's syntax, and no plugin handled it, so the block shows as plain code. It is the syntax of `@shikijs/vitepress-twoslash`, which this site does not run.",
      ]);
    }
    useMarkdownPlugins(preparePlugins({ remarkPlugins: [function remarkTwoslash() {}] }, process.cwd(), null, ''));
    expect(await reports(page, fixtureLinkContext)).toEqual([]);
  });
});

describe('an empty code block whose meta names a file', () => {
  const page = [
    '# Layout', // 1 (+4 lines of front matter)
    '',
    '```kotlin file=sample/src/Layout.kt start=begin_layout end=end_layout',
    '```',
    '',
    '```java {2} file=sample/src/Other.java',
    '```',
    '',
    '```kotlin title="file=inline.kt"',
    'val shown = true',
    '```',
  ].join('\n');

  it('is reported on any site, once per page at the first, naming the plugins that read code from a file', async () => {
    const found = await reports(page, fixtureLinkContext);
    expect(found.map((d) => `${d.line} ${d.message}`)).toEqual([
      '7 This code block is empty, and its meta word `file=` names the file its code was to be read from; no plugin read it in, so the block ships empty, as does 1 more on this page. It is the syntax of `remark-code-import` and plugins like it, which this site does not run.',
    ]);
    expect(found[0]!.hint).toContain('paste the code into the block');
  });

  it('names the missing plugins where there are some: a preset that wraps the classic one, say', async () => {
    const [found] = await reports(page, missing('docusaurus-preset-acme'), 'mdx');
    expect(found!.message).toContain('`markdown.missingPlugins` names `docusaurus-preset-acme`: the pages were written for it');
  });

  it('says nothing once a plugin has read the code in', async () => {
    function remarkFillFromFile() {
      return (tree: Root) => {
        visit(tree, 'code', (node: Code) => {
          if (/(^| )file=/.test(node.meta ?? '')) node.value = 'fun layout() = Unit';
        });
      };
    }
    useMarkdownPlugins(preparePlugins({ remarkPlugins: [remarkFillFromFile] }, process.cwd(), null, ''));
    expect(await reports(page, fixtureLinkContext)).toEqual([]);
  });
});
