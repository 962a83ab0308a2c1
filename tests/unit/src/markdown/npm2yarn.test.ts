/** `npm2yarn` fences: the conversion, the tabs they become with `markdown.npm2yarn` on, and the warning with it off. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteLinkContext } from '../../../../src/markdown/context.js';
import { loadMarkdownExtensions } from '../../../../src/markdown/extensions.js';
import { convertNpmCommands } from '../../../../src/markdown/npm2yarn.js';
import { compile, fixtureLinkContext } from '../../../support/markdown.js';

beforeAll(() => loadMarkdownExtensions());

const on = (sync: boolean, converters: ('yarn' | 'pnpm' | 'bun')[] = ['yarn', 'pnpm']): SiteLinkContext => ({
  ...fixtureLinkContext,
  npm2yarn: { sync, converters },
});
/** The text of each tab panel's code, in order. */
const panelCode = (html: string) => [...html.matchAll(/role="tabpanel"[^>]*>[\s\S]*?<code[^>]*>([\s\S]*?)<\/code>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
/** Each tab button's value and label. */
const buttons = (html: string) => [...html.matchAll(/data-value="([^"]*)"[^>]*>([^<]*)<\/button>/g)].map((m) => `${m[1]}:${m[2]}`);

describe('convertNpmCommands', () => {
  it('converts npm and npx commands with npm-to-yarn', () => {
    expect(['yarn', 'pnpm', 'bun'].map((to) => convertNpmCommands('npm install --save-dev foo', to as 'yarn'))).toEqual([
      'yarn add --dev foo',
      'pnpm add --save-dev foo',
      'bun add --dev foo',
    ]);
    expect(convertNpmCommands('npm run build\nnpx docsgen init', 'yarn')).toBe('yarn build\nyarn dlx docsgen init');
    expect(convertNpmCommands('cd site && npm install', 'pnpm')).toBe('cd site && pnpm install');
  });

  it('keeps comment lines and lines that run no npm command as written', () => {
    const code = '# install the npm packages\nnpm i react\necho npm\n\nnode build.js';
    expect(convertNpmCommands(code, 'yarn')).toBe('# install the npm packages\nyarn add react\necho npm\n\nnode build.js');
  });
});

describe('npm2yarn fences', () => {
  const fence = '```bash npm2yarn\nnpm install --save-dev foo\n```';

  it('become tabs of the npm command and its Yarn and pnpm forms, each a highlighted block with its copy button', async () => {
    const result = await compile(fence, { site: on(false) });
    expect(result.diagnostics).toEqual([]);
    expect(result.bodyHtml).toMatch(/^<div class="tabs" data-island="tabs"><div class="tabs-list" role="tablist">/);
    expect(buttons(result.bodyHtml)).toEqual(['npm:npm', 'yarn:Yarn', 'pnpm:pnpm']);
    expect(panelCode(result.bodyHtml)).toEqual(['npm install --save-dev foo\n', 'yarn add --dev foo\n', 'pnpm add --save-dev foo\n']);
    expect(result.bodyHtml.match(/<code class="language-bash">/g)).toHaveLength(3);
    expect(result.bodyHtml.match(/data-island="copy-code"/g)).toHaveLength(3);
    expect(result.bodyHtml).toMatch(/data-value="npm" aria-selected="true"/);
  });

  it('make their tabs inside an HTML block too, as a code group does', async () => {
    const result = await compile(`<div>\n\n${fence}\n</div>\n`, { site: on(false) });
    expect(result.diagnostics).toEqual([]);
    expect(buttons(result.bodyHtml)).toEqual(['npm:npm', 'yarn:Yarn', 'pnpm:pnpm']);
  });

  it('share the group id npm2yarn with sync, and list the converters in the config’s order', async () => {
    const result = await compile(fence, { site: on(true, ['bun', 'yarn']) });
    expect(result.bodyHtml).toMatch(/^<div class="tabs" data-island="tabs" data-group-id="npm2yarn">/);
    expect(buttons(result.bodyHtml)).toEqual(['npm:npm', 'bun:Bun', 'yarn:Yarn']);
    expect(panelCode(result.bodyHtml)).toEqual(['npm install --save-dev foo\n', 'bun add --dev foo\n', 'yarn add --dev foo\n']);
  });

  it('keep the rest of the fence’s meta and its magic comments in every tab, with one warning for a bad range', async () => {
    const result = await compile('```bash npm2yarn title="Install" {2} {9-1}\n# highlight-next-line\nnpm i foo\nnpm test\n```', { site: on(false) });
    expect(result.bodyHtml.match(/<div class="code-block-title">Install<\/div>/g)).toHaveLength(3);
    expect(result.bodyHtml.match(/class="code-line code-line-highlighted"/g)).toHaveLength(6);
    expect(panelCode(result.bodyHtml)).toEqual(['npm i foo\nnpm test\n', 'yarn add foo\nyarn test\n', 'pnpm add foo\npnpm test\n']);
    expect(result.diagnostics.map((d) => [d.code, d.line])).toEqual([['code-block-meta', 5]]);
  });

  it('work inside a list and an admonition, and leave other fences alone', async () => {
    const result = await compile(`:::tip\n- Install:\n\n  ${fence.replace(/\n/g, '\n  ')}\n:::\n\n\`\`\`bash\nnpm ci\n\`\`\``, { site: on(false) });
    expect(result.diagnostics).toEqual([]);
    expect(result.bodyHtml).toMatch(/<li>[\s\S]*<div class="tabs" data-island="tabs">[\s\S]*<\/li>/);
    expect(result.bodyHtml.match(/data-island="tabs"/g)).toHaveLength(1);
    expect(result.bodyHtml).toMatch(
      /<\/div>\n<div class="code-block" data-island="copy-code" data-language="bash"><pre data-language="bash" tabindex="0"><code class="language-bash"><span class="token function">npm<\/span> ci\n<\/code>/,
    );
  });

  it('work in MDX pages', async () => {
    const result = await compile(fence, { site: on(true), format: 'mdx', file: 'content/docs/guide/modules.mdx' });
    expect(result.diagnostics).toEqual([]);
    expect(buttons(result.bodyHtml)).toEqual(['npm:npm', 'yarn:Yarn', 'pnpm:pnpm']);
    expect(panelCode(result.bodyHtml)).toEqual(['npm install --save-dev foo\n', 'yarn add --dev foo\n', 'pnpm add --save-dev foo\n']);
  });

  it('stay one plain code block with markdown.npm2yarn off, and warn at the fence’s line', async () => {
    const result = await compile(`Intro.\n\n${fence}`);
    expect(result.bodyHtml).not.toContain('data-island="tabs"');
    expect(result.bodyHtml).toContain('<code class="language-bash">');
    expect(result.diagnostics.map((d) => [d.code, d.severity, d.file, d.line, d.column])).toEqual([
      ['npm2yarn-off', 'warning', 'content/docs/guide/modules.md', 7, 1],
    ]);
    expect(result.diagnostics[0]!.hint).toContain('markdown: { npm2yarn: true }');
  });
});
