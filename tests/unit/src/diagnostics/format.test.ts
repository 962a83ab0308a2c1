import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../../../src/diagnostics/format.js';

describe('diagnostic format', () => {
  it('prints location, message and fix in one block', () => {
    const text = formatDiagnostic(
      {
        severity: 'error',
        code: 'broken-link',
        message: 'The link `/x` points nowhere.',
        hint: 'Link an existing route.',
        file: 'content/docs/a.md',
        line: 4,
        column: 7,
      },
      false,
    );
    expect(text).toMatchInlineSnapshot(`
      "error [broken-link] content/docs/a.md:4:7
        The link \`/x\` points nowhere.
        fix: Link an existing route."
    `);
  });
});
