/**
 * What HTML a docs page may hold, whatever `markdown.html` says: nothing that runs code, loads a style sheet or
 * a plugin, acts on the whole page, or sends readers' input to another site. `checkHtmlElement` reports each
 * unsafe element or attribute with a located error and takes it out of the tree (so even a library caller that
 * ignores diagnostics never renders it), and drops `style` attributes React could not read, with a warning.
 * Only reads and prunes one element; finding the elements and resolving links are other modules' work.
 */
import type { Element } from 'hast';
import styleToObject from 'style-to-object';
import { isExternalUrl } from '../../core/urls.js';
import { diagnostic, type FactsOf } from '../diagnostics/catalogue.js';
import { locate, type MarkdownFileContext } from './context.js';

/** Elements refused outright, and why (the catalogue words each reason). */
const REFUSED: Readonly<Record<string, 'code' | 'embed'>> = {
  script: 'code',
  object: 'embed',
  embed: 'embed',
  applet: 'embed',
  frame: 'embed',
  frameset: 'embed',
};

/**
 * hast property → attribute name, for every attribute that holds an address. `data:` is refused in all of them
 * except `src`/`srcset` of an image with a `data:image/…` address: such an image cannot run code (browsers draw
 * SVG images without their scripts), the CSP allows `data:` images, and small inline images are common in docs.
 */
const URL_ATTRIBUTES: Readonly<Record<string, string>> = {
  href: 'href',
  src: 'src',
  srcSet: 'srcset',
  action: 'action',
  formAction: 'formaction',
  xLinkHref: 'xlink:href',
  poster: 'poster',
  background: 'background',
  cite: 'cite',
  data: 'data',
  codeBase: 'codebase',
  longDesc: 'longdesc',
  lowsrc: 'lowsrc',
  dynsrc: 'dynsrc',
  manifest: 'manifest',
  ping: 'ping',
};

const UNSAFE_SCHEME = /^(javascript|vbscript|data):/i;

/** The scheme of `url` when it is one a page may not use, else null. Browsers skip controls and spaces in a scheme. */
function unsafeScheme(url: string, imageSource: boolean): string | null {
  const compact = url.replace(/[\u0000-\u0020]/g, '');
  const match = UNSAFE_SCHEME.exec(compact);
  if (!match) return null;
  if (imageSource && /^data:image\//i.test(compact)) return null;
  return match[1]!.toLowerCase();
}

/** The addresses an attribute value holds: one, or a list (`srcset` entries lose their `2x`/`100w` descriptor). */
function urlsOf(property: string, value: unknown): string[] {
  const values = Array.isArray(value) ? value.map(String) : [String(value)];
  return property === 'srcSet' ? values.flatMap((v) => v.split(',')).map((v) => v.trim().split(/\s+/)[0] ?? '') : values;
}

const textOf = (node: Element): string => node.children.map((c) => (c.type === 'text' ? c.value : c.type === 'element' ? textOf(c) : '')).join('');

/**
 * Checks one element of the author's HTML: reports what is unsafe and removes unsafe attributes. Returns false
 * when the whole element must go. `at`: where to report, when the element has no position of its own (one the
 * HTML parser implied).
 */
export function checkHtmlElement(ctx: MarkdownFileContext, node: Element, at: Parameters<typeof locate>[1] = node): boolean {
  const tag = node.tagName.toLowerCase();
  const props = node.properties ?? {};
  const where = locate(ctx, node.position ? node : at);
  const report = (facts: FactsOf<'html-unsafe'>) => ctx.diagnostics.push(diagnostic('html-unsafe', 'error', facts, where));

  const kind = REFUSED[tag];
  if (kind) {
    report({ variant: 'element', element: tag, kind });
    return false;
  }
  if (tag === 'base' || (tag === 'meta' && props.httpEquiv != null) || (tag === 'link' && props.rel != null)) {
    report({ variant: 'element', element: tag === 'meta' ? 'meta http-equiv' : tag === 'link' ? 'link rel' : tag, kind: 'head' });
    return false;
  }
  if (tag.startsWith('docsgen-')) {
    report({ variant: 'reserved', element: tag });
    return false;
  }
  if (tag === 'style' && /@(import|\\)/i.test(textOf(node))) {
    report({ variant: 'style-import' });
    return false;
  }
  if ((tag === 'animate' || tag === 'set') && /^(xlink:)?href$/i.test(String(props.attributeName ?? '').trim())) {
    report({ variant: 'link-animation', element: tag });
    return false;
  }

  for (const [property, value] of Object.entries(props)) {
    if (value == null || value === false) continue;
    if (/^on/i.test(property)) {
      report({ variant: 'event-handler', element: tag, attribute: property.toLowerCase() });
      delete props[property];
      continue;
    }
    if (property === 'srcDoc') {
      report({ variant: 'srcdoc' });
      delete props[property];
      continue;
    }
    const attribute = URL_ATTRIBUTES[property];
    if (attribute) {
      const imageSource = (tag === 'img' || tag === 'source') && (property === 'src' || property === 'srcSet');
      for (const url of urlsOf(property, value)) {
        const scheme = unsafeScheme(url, imageSource);
        if (scheme) {
          report({ variant: 'url', element: tag, attribute, url, scheme });
          delete props[property];
          break;
        }
        if ((property === 'action' || property === 'formAction') && isExternalUrl(url.trim())) {
          report({ variant: 'form-off-site', element: tag, attribute, url });
          delete props[property];
          break;
        }
      }
      continue;
    }
    if (property === 'style' && typeof value === 'string') {
      try {
        styleToObject(value);
      } catch {
        ctx.diagnostics.push(diagnostic('html-style-invalid', 'warning', { element: tag, style: value }, where));
        delete props[property];
      }
    }
  }
  return true;
}
