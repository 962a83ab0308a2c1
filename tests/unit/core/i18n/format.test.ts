/** The message formatter and plural forms: core/i18n/format.ts and plural.ts. */
import { describe, expect, it } from 'vitest';
import { formatMessage, messageParts } from '../../../../core/i18n/format.js';
import { pluralForm } from '../../../../core/i18n/plural.js';

describe('formatMessage', () => {
  it('fills placeholders and leaves unknown ones as written', () => {
    expect(formatMessage('Go to the {siteTitle} docs home', { siteTitle: 'Keel' })).toBe('Go to the Keel docs home');
    expect(formatMessage('{a}{b} and {c}', { a: 1, b: 'x' })).toBe('1x and {c}');
    expect(formatMessage('No placeholders')).toBe('No placeholders');
  });

  it('splits a message into text pieces and values, without empty pieces', () => {
    const element = { element: true };
    expect(messageParts('Last updated{atDate}{byUser}', { atDate: element, byUser: ' by Ada' })).toEqual(['Last updated', element, ' by Ada']);
    expect(messageParts('{title}', { title: 'X' })).toEqual(['X']);
    expect(messageParts('Hello {who}!', {})).toEqual(['Hello ', '{who}', '!']);
  });
});

describe('pluralForm', () => {
  it('picks forms in CLDR order for the locale', () => {
    expect(pluralForm('One result|{count} results', 1, 'en')).toBe('One result');
    expect(pluralForm('One result|{count} results', 0, 'en')).toBe('{count} results');
    // French: 0 and 1 are "one"; large round numbers are "many", which falls back to the last form given.
    expect(pluralForm('un|plusieurs', 0, 'fr')).toBe('un');
    expect(pluralForm('un|plusieurs', 2, 'fr')).toBe('plusieurs');
    expect(pluralForm('un|beaucoup|plusieurs', 1_000_000, 'fr')).toBe('beaucoup');
    // Russian: one, few, many, other.
    expect(pluralForm('a|b|c|d', 1, 'ru')).toBe('a');
    expect(pluralForm('a|b|c|d', 3, 'ru')).toBe('b');
    expect(pluralForm('a|b|c|d', 5, 'ru')).toBe('c');
    // Japanese has one category: the single form.
    expect(pluralForm('{count} 件', 1, 'ja')).toBe('{count} 件');
  });
});
