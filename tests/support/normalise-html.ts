/**
 * A canonical form of an HTML fragment, for comparing docsgen's article HTML with the CommonMark spec's expected
 * output. Both sides go through the same HTML parser (so attribute quoting and order, `<br>` versus `<br />`,
 * character references and implied closing tags stop mattering); then comments are dropped (docsgen drops
 * them on purpose), whitespace next to block tags is ignored and other whitespace collapsed (outside `<pre>`),
 * relative `href`/`src` are resolved against a page at `/`, and attributes are sorted. `stripTheme` first
 * removes what docsgen's theme adds to plain Markdown: heading ids and `#` links, the code-block and table
 * wrappers with their copy button, highlighting spans, the images' `loading`/`decoding` and React's image preload
 * hints.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';

const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'center',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'html',
  'li',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
  'iframe',
  'script',
  'style',
  'textarea',
  'title',
]);

const isBlock = (node: RootContent | ElementContent | undefined) => node?.type === 'element' && BLOCK.has(node.tagName);
const classes = (node: Element) => (Array.isArray(node.properties.className) ? node.properties.className.map(String) : []);

/** Removes the markup docsgen's theme adds around plain Markdown, keeping what the Markdown itself made. */
function stripTheme(parent: Root | Element): void {
  const out: Array<RootContent | ElementContent> = [];
  for (const child of parent.children) {
    if (child.type !== 'element') {
      out.push(child);
      continue;
    }
    const cls = classes(child);
    if (child.tagName === 'a' && cls.includes('hash-link')) continue;
    if (child.tagName === 'link' && child.properties.rel && String(child.properties.rel).includes('preload')) continue;
    if (child.tagName === 'button' && cls.includes('copy-button')) continue;
    stripTheme(child);
    if (/^h[1-6]$/.test(child.tagName)) delete child.properties.id;
    if (child.tagName === 'pre') delete child.properties.tabIndex;
    // Every image is lazy and decoded off the main thread: theme markup, not part of what CommonMark specifies.
    if (child.tagName === 'img') {
      delete child.properties.loading;
      delete child.properties.decoding;
    }
    delete child.properties.dataLanguage;
    if ((child.tagName === 'div' && (cls.includes('code-block') || cls.includes('table-wrapper'))) || (child.tagName === 'span' && cls.includes('token'))) {
      out.push(...child.children);
      continue;
    }
    if (child.tagName === 'code') {
      const rest = cls.filter((c) => c !== 'code-highlight');
      if (rest.length) child.properties.className = rest;
      else delete child.properties.className;
    }
    out.push(child);
  }
  parent.children = out as typeof parent.children;
}

function resolveUrl(value: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  try {
    const url = new URL(value, 'http://site/');
    return url.host === 'site' ? url.pathname + url.search + url.hash : value;
  } catch {
    return value;
  }
}

function attributes(node: Element): string {
  return Object.entries(node.properties)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => {
      let value = v === true ? '' : Array.isArray(v) ? v.join(' ') : String(v);
      if (k === 'href' || k === 'src') value = resolveUrl(value);
      return ` ${k}="${value}"`;
    })
    .sort()
    .join('');
}

function canonical(parent: Root | Element, inPre: boolean): string {
  // Drop comments, then join the text they separated.
  const kids: Array<RootContent | ElementContent> = [];
  for (const child of parent.children) {
    if (child.type === 'comment' || child.type === 'doctype') continue;
    const last = kids[kids.length - 1];
    if (child.type === 'text' && last?.type === 'text') kids[kids.length - 1] = { type: 'text', value: last.value + child.value };
    else kids.push(child);
  }
  const parentIsBlock = parent.type === 'root' || BLOCK.has(parent.tagName);
  let out = '';
  kids.forEach((child, i) => {
    if (child.type === 'text') {
      if (inPre) {
        out += child.value;
        return;
      }
      let text = child.value.replace(/\s+/g, ' ');
      if (i === 0 ? parentIsBlock : isBlock(kids[i - 1])) text = text.trimStart();
      if (i === kids.length - 1 ? parentIsBlock : isBlock(kids[i + 1])) text = text.trimEnd();
      out += text;
    } else if (child.type === 'element') {
      out += `<${child.tagName}${attributes(child)}>${canonical(child, inPre || child.tagName === 'pre')}</${child.tagName}>`;
    }
  });
  return out;
}

/** The canonical form of `html`; `theme`: it is docsgen output, so the theme's additions are removed first. */
export function normaliseHtml(html: string, options: { theme?: boolean } = {}): string {
  // Trimmed first: a newline after an unclosed `<a>` would otherwise reopen it as an extra element.
  const tree = fromHtml(html.trim(), { fragment: true });
  if (options.theme) stripTheme(tree);
  return canonical(tree, false);
}
