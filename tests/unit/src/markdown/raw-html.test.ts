import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../../../../src/markdown/compile.js';
import type { SiteLinkContext } from '../../../../src/markdown/context.js';

const site: SiteLinkContext = {
  baseUrl: '/',
  routeOfDocId: new Map([
    ['guide/cycles', '/guide/cycles'],
    ['guide/modules', '/guide/modules'],
    ['intro', '/'],
  ]),
  planBadges: { href: '/pricing', plans: ['Pro', 'Business', 'Enterprise'] },
};

function compile(markdown: string, extra: Partial<Parameters<typeof compileMarkdown>[0]> = {}) {
  return compileMarkdown({ markdown, site, file: 'content/docs/guide/modules.md', docId: 'guide/modules', route: '/guide/modules', lineOffset: 4, ...extra });
}

describe('raw HTML', () => {
  it('is rejected with its location, while comments are dropped', () => {
    const result = compile('Hello\n\n<!-- a note for writers -->\n\n<div class="x">Hi</div>');
    expect(result.bodyHtml).not.toContain('a note for writers');
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ code: 'raw-html', line: 9, column: 1 });
    expect(result.diagnostics[0]!.message).toBe('Raw HTML is not supported in docs: `<div class="x">Hi</div>`.');
  });
});
