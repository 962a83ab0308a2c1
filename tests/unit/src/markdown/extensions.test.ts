import { describe, expect, it } from 'vitest';
import { extensionsFor, mayHoldMath } from '../../../../src/markdown/extensions.js';

describe('optional Markdown stages', () => {
  it('loads math only for a $ outside code, and MDX (with math, for its partials) only for MDX pages', () => {
    expect(mayHoldMath('Costs $5 and $6.')).toBe(true);
    expect(mayHoldMath('Type `$ … $` or\n\n```nginx\nset $http_upgrade;\n```\n')).toBe(false);
    expect(
      extensionsFor([
        { text: 'plain', mdx: false },
        { text: '`$x$`', mdx: false },
      ]),
    ).toEqual({ math: false, mdx: false, emoji: false });
    expect(
      extensionsFor([
        { text: 'plain', mdx: false },
        { text: '$x$', mdx: false },
      ]),
    ).toEqual({ math: true, mdx: false, emoji: false });
    expect(extensionsFor([{ text: 'plain', mdx: true }])).toEqual({ math: true, mdx: true, emoji: false });
  });
});
