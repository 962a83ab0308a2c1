/** The interface-string catalogue and its built-in translations: core/i18n/catalogue.ts and built-in.ts. */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_TEXT, builtInText } from '../../../../core/i18n/built-in.js';
import { CATALOGUE, en, KEY_OF_ID, TEXT_KEYS } from '../../../../core/i18n/catalogue.js';

const placeholders = (message: string) => [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

describe('interface-string catalogue', () => {
  it('gives every string a distinct id, Docusaurus-style or docsgen-only', () => {
    const ids = TEXT_KEYS.map((key) => CATALOGUE[key].id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^(theme|docsgen)\.[A-Za-z]+(\.[A-Za-z]+)+$/);
    expect(KEY_OF_ID.get('theme.docs.paginator.previous')).toBe('previous');
    expect(KEY_OF_ID.size).toBe(TEXT_KEYS.length);
  });

  it('uses the Docusaurus ids a migrated code.json carries', () => {
    const ids = new Set(TEXT_KEYS.map((key) => CATALOGUE[key].id));
    for (const id of [
      'theme.docs.paginator.previous',
      'theme.docs.paginator.next',
      'theme.common.editThisPage',
      'theme.TOCCollapsible.toggleButtonLabel',
      'theme.NotFound.title',
      'theme.CodeBlock.copy',
      'theme.CodeBlock.copied',
      'theme.admonition.note',
      'theme.SearchModal.placeholder',
      'theme.SearchBar.label',
      'theme.lastUpdated.lastUpdatedAtBy',
    ]) {
      expect(ids, id).toContain(id);
    }
  });

  it.each(Object.keys(BUILT_IN_TEXT))('%s has every key, no other, each non-empty with the English placeholders', (code) => {
    const text = BUILT_IN_TEXT[code]!;
    expect(Object.keys(text).sort()).toEqual([...TEXT_KEYS].sort());
    for (const key of TEXT_KEYS) {
      expect(text[key].trim(), `${code} ${key}`).not.toBe('');
      expect(placeholders(text[key]), `${code} ${key}`).toEqual(placeholders(en[key]));
    }
  });

  it('translates the words of other locales (not English copied)', () => {
    for (const code of ['fr', 'de', 'es', 'ja', 'zh-Hans']) {
      const same = TEXT_KEYS.filter((key) => BUILT_IN_TEXT[code]![key] === en[key]);
      expect(same.length, `${code}: ${same.join(', ')}`).toBeLessThanOrEqual(4);
    }
  });

  it('picks a built-in translation by code, language and script, or language', () => {
    expect(builtInText('fr')?.code).toBe('fr');
    expect(builtInText('fr-CA')?.code).toBe('fr');
    expect(builtInText('zh-CN')?.code).toBe('zh-Hans');
    expect(builtInText('zh-hans')?.code).toBe('zh-Hans');
    expect(builtInText('zh-TW')).toBeNull();
    expect(builtInText('en-GB')?.code).toBe('en');
    expect(builtInText('it')).toBeNull();
  });
});
