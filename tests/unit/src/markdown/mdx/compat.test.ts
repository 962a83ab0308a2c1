import { beforeAll, describe, expect, it } from 'vitest';
import { loadMarkdownExtensions } from '../../../../../src/markdown/extensions.js';
import { mdx1Compat } from '../../../../../src/markdown/mdx/compat.js';
import { compileMarkdown } from '../../../../../src/markdown/compile.js';

beforeAll(() => loadMarkdownExtensions());

describe('mdx1Compat', () => {
  it('turns HTML comments into MDX comments and escapes heading ids, line for line, leaving code alone', () => {
    const text = [
      '<!-- prettier-ignore -->',
      'Text <!-- inline --> here.',
      '<!--',
      'a */ b',
      '-->',
      '### Using pnpm {#using-pnpm}',
      '```html',
      '<!-- kept -->',
      '```',
    ].join('\n');
    expect(mdx1Compat(text).split('\n')).toEqual([
      '{/* prettier-ignore */}',
      'Text {/* inline */} here.',
      '{/*',
      'a * / b',
      '*/}',
      '### Using pnpm \\{#using-pnpm\\}',
      '```html',
      '<!-- kept -->',
      '```',
    ]);
  });

  it('lets an MDX page use HTML comments and {#id} headings as Docusaurus does', () => {
    const out = compileMarkdown({
      markdown: '<!-- prettier-ignore -->\n\n## Using pnpm {#using-pnpm}\n\nText.\n',
      site: { baseUrl: '/', routeOfSourcePath: new Map() },
      file: 'docs/a.mdx',
      sourcePath: 'a.mdx',
      route: '/a',
      lineOffset: 0,
      format: 'mdx',
    });
    expect(out.diagnostics).toEqual([]);
    expect(out.bodyHtml).toContain('<h2 id="using-pnpm">Using pnpm<');
    expect(out.bodyHtml).not.toContain('prettier');
  });
});
