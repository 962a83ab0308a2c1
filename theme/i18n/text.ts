/**
 * How the theme reads its interface strings: `useText()` in components (the site data's strings, provided by
 * <App> and by the Markdown render), `pageText()` in code outside React (islands, the router). Each returns a
 * `Translate`: `t(id, values)` for a string, `t.parts(id, values)` for JSX whose values may be elements (a count
 * goes through `countText()` in count-text.ts, which picks the plural form). Never
 * holds a catalogue itself (the browser gets only the active locale's strings, in the site data); with none
 * provided, a key shows as itself. Keys are the catalogue's (core/i18n/catalogue.ts), which maps them to ids.
 */
import { cloneElement, createContext, createElement, isValidElement, useContext, type ReactNode } from 'react';
import type { InterfaceText, TextKey } from '../../core/i18n/catalogue.js';
import { formatMessage, messageParts, type TextValues } from '../../core/i18n/format.js';

export type { TextKey };

export interface Translate {
  (key: TextKey, values?: TextValues): string;
  /** The message's text pieces and `values` in their places, to render as children (one text node per piece). */
  parts(key: TextKey, values: Readonly<Record<string, ReactNode>>): ReactNode[];
  /** The message as written, placeholders and plural forms included. */
  message(key: TextKey): string;
  locale: string;
}

export function translator(text: Partial<InterfaceText> | null | undefined, locale: string): Translate {
  const message = (key: TextKey) => text?.[key] ?? key;
  const t = ((key: TextKey, values?: TextValues) => formatMessage(message(key), values)) as Translate;
  // Keyed by place: the parts are rendered as a list of children.
  t.parts = (key, values) => messageParts(message(key), values).map((part, i) => (isValidElement(part) ? cloneElement(part, { key: i }) : part));
  t.message = message;
  t.locale = locale;
  return t;
}

export const TextContext = createContext<Translate>(translator(null, 'en'));

export function useText(): Translate {
  return useContext(TextContext);
}

/** Renders `children` with `text` as the theme's strings (the server's Markdown render wraps each body in it). */
export function TextProvider({ text, locale, children }: { text: InterfaceText | null | undefined; locale: string; children?: ReactNode }) {
  return createElement(TextContext.Provider, { value: translator(text, locale) }, children);
}

let current: Translate = translator(null, 'en');

/** Set once by the browser entry from the site data. */
export function setPageText(text: InterfaceText, locale: string): void {
  current = translator(text, locale);
}

export function pageText(): Translate {
  return current;
}
