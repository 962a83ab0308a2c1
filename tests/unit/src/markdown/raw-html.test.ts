import { describe, expect, it } from 'vitest';
import { compile } from '../../../support/markdown.js';

describe('raw HTML', () => {
  it('is rejected with its location, while comments are dropped', () => {
    const result = compile('Hello\n\n<!-- a note for writers -->\n\n<div class="x">Hi</div>');
    expect(result.bodyHtml).not.toContain('a note for writers');
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ code: 'raw-html', line: 9, column: 1 });
    expect(result.diagnostics[0]!.message).toBe('Raw HTML is not supported in docs: `<div class="x">Hi</div>`.');
  });
});
