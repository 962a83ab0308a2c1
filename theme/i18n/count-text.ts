/**
 * Interface strings that show a count (`{count} results for "{query}"`): the plural form for the count in the
 * site's locale, then the placeholders. Kept out of text.ts so that only code showing a count loads plural rules.
 */
import { formatMessage, type TextValues } from '../../core/i18n/format.js';
import { pluralForm } from '../../core/i18n/plural.js';
import type { TextKey, Translate } from './text.js';

export function countText(t: Translate, key: TextKey, count: number, values: TextValues = {}): string {
  return formatMessage(pluralForm(t.message(key), count, t.locale), { ...values, count });
}
