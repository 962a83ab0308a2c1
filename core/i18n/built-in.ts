/**
 * The built-in translations of the theme's interface strings (en, fr, de, es, ja, zh-Hans) and how a site's
 * locale picks one: the exact code, else its language and script (`zh-CN` → zh-Hans), else its language
 * (`fr-CA` → fr). Build time only: the browser receives one resolved set in the site data. Pure: no Node, no DOM.
 */
import { en, type InterfaceText } from './catalogue.js';
import { de } from './locales/de.js';
import { es } from './locales/es.js';
import { fr } from './locales/fr.js';
import { ja } from './locales/ja.js';
import { zhHans } from './locales/zh-Hans.js';

export const BUILT_IN_TEXT: Readonly<Record<string, InterfaceText>> = { en, fr, de, es, ja, 'zh-Hans': zhHans };

/** The built-in strings for `locale` and the code they were found under, or null when docsgen has none. */
export function builtInText(locale: string): { code: string; text: InterfaceText } | null {
  const candidates = [locale];
  try {
    const full = new Intl.Locale(locale).maximize();
    candidates.push(`${full.language}-${full.script}`, full.language);
  } catch {
    candidates.push(locale.split('-')[0]!);
  }
  const codes = Object.keys(BUILT_IN_TEXT);
  for (const candidate of candidates) {
    const code = codes.find((c) => c.toLowerCase() === candidate.toLowerCase());
    if (code) return { code, text: BUILT_IN_TEXT[code]! };
  }
  return null;
}
