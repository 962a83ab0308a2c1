/**
 * The text of an HTML snippet (a Docusaurus announcement bar, to tell an empty one), as a browser would show it:
 * parsed with hast-util-from-html, read with hast-util-to-text, white space collapsed. Pure; keeps no markup.
 */
import { fromHtml } from 'hast-util-from-html';
import { toText } from 'hast-util-to-text';

/** The text `html` shows, on one line. */
export function htmlToText(html: string): string {
  return toText(fromHtml(html, { fragment: true }))
    .replace(/\s+/g, ' ')
    .trim();
}
