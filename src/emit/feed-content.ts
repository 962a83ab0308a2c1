/**
 * A blog post's body as its feed entry carries it: the article HTML the page was rendered with, every address in it
 * made absolute against the post's own URL, because a feed reader shows the entry away from the site and has no page
 * to resolve `/img/a.png`, `../guide` or `#anchor` against (Docusaurus' feeds do the same). It reads HTML as React
 * writes it (every attribute value in double quotes, `&`, `<`, `>`, `"` and `'` escaped inside it); a value that is
 * not an address a URL can be made of is left as it is. Pure; it never adds markup of its own.
 */
import { escapeHtml } from '../../core/html.js';
import { htmlFragmentText } from '../util/html-text.js';

/** An attribute holding one address, with its value. */
const ADDRESS_ATTRIBUTE = /(\s(?:href|src|poster|cite)=")([^"]*)"/g;
/** An attribute holding a list of addresses with descriptors (`a.png 1x, b.png 2x`). */
const SRCSET_ATTRIBUTE = /(\ssrcset=")([^"]*)"/g;

/** An attribute value's text, its character references read. */
const attributeText = (value: string): string => htmlFragmentText(value) ?? value;

/** `address` resolved against `base`, or null when it is no URL (so it stays as written). */
function absolute(address: string, base: string): string | null {
  if (address.trim() === '') return null;
  try {
    return new URL(address, base).href;
  } catch {
    return null;
  }
}

function rewrite(value: string, base: string): string {
  const made = absolute(attributeText(value), base);
  return made === null ? value : escapeHtml(made);
}

/** `html` (a post's rendered body) with every `href`, `src`, `poster`, `cite` and `srcset` address absolute. */
export function feedContentHtml(html: string, postUrl: string): string {
  return html
    .replace(ADDRESS_ATTRIBUTE, (_whole, start: string, value: string) => `${start}${rewrite(value, postUrl)}"`)
    .replace(SRCSET_ATTRIBUTE, (whole, start: string, value: string) => {
      // A `data:` address holds commas of its own: such a list is left as written.
      if (/data:/i.test(value)) return whole;
      const candidates = attributeText(value)
        .split(',')
        .map((candidate) => {
          const [address = '', ...descriptor] = candidate.trim().split(/\s+/);
          const made = absolute(address, postUrl) ?? address;
          return [made, ...descriptor].join(' ');
        });
      return `${start}${escapeHtml(candidates.join(', '))}"`;
    });
}
