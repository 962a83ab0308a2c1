/** Interface strings with elements in them (a date, a link) render as a list of parts: each needs a key. In a file of its own: React warns once per component per process. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en } from '../../../../core/i18n/catalogue.js';
import { DocFooter } from '../../../../theme/components/DocFooter.js';
import { TextProvider } from '../../../../theme/i18n/text.js';

describe('interface strings with elements in them', () => {
  it('render without React warnings about list items without keys (the console of a dev build stays clean)', () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.map(String).join(' '));
    try {
      renderToString(
        <TextProvider text={en} locale="en">
          <DocFooter lastUpdate={{ date: '2024-03-05T10:00:00Z', author: 'Ada' }} />
        </TextProvider>,
      );
    } finally {
      console.error = original;
    }
    expect(errors.filter((e) => /key/.test(e))).toEqual([]);
  });
});
