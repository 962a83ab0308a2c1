/** Resolving the interface strings of the built locale: src/i18n/interface-text.ts. */
import { describe, expect, it } from 'vitest';
import { en, TEXT_KEYS } from '../../../../core/i18n/catalogue.js';
import { fr } from '../../../../core/i18n/locales/fr.js';
import { resolveInterfaceText } from '../../../../src/i18n/interface-text.js';

const file = (locale: string, text: string | null) => ({ file: `i18n/${locale}/code.json`, text });

describe('resolveInterfaceText', () => {
  it('takes the built-in translation of the locale, silently', () => {
    expect(resolveInterfaceText('en', file('en', null), true)).toMatchObject({ text: en, diagnostics: [] });
    expect(resolveInterfaceText('fr', file('fr', null), true)).toMatchObject({ text: fr, diagnostics: [] });
    expect(resolveInterfaceText('fr-CA', file('fr-CA', null), true).text.next).toBe('Suivant');
  });

  it('lets code.json override any id, in Docusaurus format', () => {
    const json = JSON.stringify({ 'theme.docs.paginator.next': { message: 'Page suivante', description: 'The next link' } }, null, 2);
    const { text, diagnostics } = resolveInterfaceText('fr', file('fr', json), false);
    expect(text.next).toBe('Page suivante');
    expect(text.previous).toBe('Précédent');
    expect(diagnostics).toEqual([]);
  });

  it("gives @docusaurus/Translate every message by id: the theme's strings and every code.json entry", () => {
    const json = JSON.stringify({ 'theme.docs.paginator.next': { message: 'Page suivante' }, 'homepage.cta': { message: 'Commencer' } });
    const { messages } = resolveInterfaceText('fr', file('fr', json), false);
    expect(messages['theme.docs.paginator.next']).toBe('Page suivante');
    expect(messages['theme.docs.paginator.previous']).toBe('Précédent');
    expect(messages['homepage.cta']).toBe('Commencer');
  });

  it("warns once about ids a typo away from the theme's, with the closest ids and the line, and ignores ids of other pages and plugins", () => {
    const json = '{\n  "theme.docs.paginator.nxt": { "message": "Suivant" },\n  "theme.blog.post.readMore": { "message": "Lire la suite" }\n}\n';
    const { text, diagnostics } = resolveInterfaceText('fr', file('fr', json), false);
    expect(text.next).toBe('Suivant');
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 'warning', code: 'code-json-unknown-id', file: 'i18n/fr/code.json', line: 2 });
    expect(diagnostics[0]!.message).toContain('`theme.docs.paginator.nxt`');
    expect(diagnostics[0]!.message).not.toContain('theme.blog.post.readMore'); // a blog string a migrated code.json holds
    expect(diagnostics[0]!.hint).toContain('`theme.docs.paginator.next`');
  });

  it('falls back to English where a locale without a built-in translation has no entry, and says so only under --strict', () => {
    const json = JSON.stringify({ 'theme.docs.paginator.next': { message: 'Successivo' } });
    const lenient = resolveInterfaceText('it', file('it', json), false);
    expect(lenient.text.next).toBe('Successivo');
    expect(lenient.text.previous).toBe('Previous');
    expect(lenient.diagnostics).toEqual([]);
    const strict = resolveInterfaceText('it', file('it', json), true);
    expect(strict.text).toEqual(lenient.text);
    expect(strict.diagnostics).toHaveLength(1);
    expect(strict.diagnostics[0]).toMatchObject({ severity: 'warning', code: 'interface-text-missing', file: 'i18n/it/code.json' });
    // Every string the catalogue has but the one code.json gives.
    expect(strict.diagnostics[0]!.message).toMatch(new RegExp(`^${TEXT_KEYS.length - 1} interface strings have no \`it\` translation`));
    expect(strict.diagnostics[0]!.message).not.toContain('theme.docs.paginator.next`');
  });

  it('reports a file that is not JSON or not Docusaurus-shaped, and keeps the built-in strings', () => {
    const broken = resolveInterfaceText('fr', file('fr', '{ "theme.docs.paginator.next": '), false);
    expect(broken.text).toEqual(fr);
    expect(broken.diagnostics.map((d) => [d.code, d.severity])).toEqual([['code-json-invalid', 'error']]);
    expect(resolveInterfaceText('fr', file('fr', '[]'), false).diagnostics[0]!.message).toContain('must hold one JSON object');
    const entry = resolveInterfaceText('fr', file('fr', '{\n  "theme.docs.paginator.next": "Suivant"\n}'), false);
    expect(entry.diagnostics[0]).toMatchObject({ code: 'code-json-invalid', line: 2 });
    expect(entry.text.next).toBe('Suivant');
  });
});
