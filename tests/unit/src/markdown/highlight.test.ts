import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/markdown/compile.js';

describe('code', () => {
  it('highlights known languages at build time and leaves others plain', () => {
    const html = renderMarkdown('```ts\nconst a: number = 1;\n```\n\n```nolang\nplain <text>\n```');
    expect(html).toContain('<span class="token keyword">const</span>');
    expect(html).toContain('plain &lt;text&gt;');
    expect(html).toContain('class="copy-button"');
  });
});
