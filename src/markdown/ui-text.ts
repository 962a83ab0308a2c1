/**
 * The interface strings the Markdown components draw with (admonition titles, the copy button, heading links):
 * the site's resolved strings from the link context, or English when the caller gave none (tests, loose
 * Markdown). Pure; resolves nothing itself (the plan puts the strings `i18n/interface-text.ts` resolved into the
 * link context), so it must not import i18n/.
 */
import { en, type InterfaceText } from '../../core/i18n/catalogue.js';
import type { SiteLinkContext } from './context.js';

export function interfaceTextOf(site: SiteLinkContext): { text: InterfaceText; locale: string } {
  return site.ui ?? { text: en, locale: 'en' };
}
