/**
 * The text an HTML fragment shows, read by hast-util-from-html (every character reference, named or numeric, as
 * a browser reads it), or null when the fragment holds an element or a comment. For values written as HTML that
 * docsgen uses as text: a Starlight hero image's `html`, an attribute value of rendered HTML. Pure.
 */
import { fromHtml } from 'hast-util-from-html';

export function htmlFragmentText(html: string): string | null {
  const { children } = fromHtml(html, { fragment: true });
  let text = '';
  for (const node of children) {
    if (node.type !== 'text') return null;
    text += node.value;
  }
  return text;
}
