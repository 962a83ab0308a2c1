/**
 * What HTML a docs page may hold, whatever `markdown.html` says: nothing that runs code, loads a style sheet or
 * a plugin, acts on the whole page, sends readers' input to another site, or could be read again by a browser as
 * other markup than the page shows (MathML, `<foreignObject>`, raw-text elements, a `<style>` holding `<`).
 * `checkHtmlElement` reports each unsafe element or attribute with a located error and takes it out of the tree
 * (so even a library caller that ignores diagnostics never renders it), drops `style` attributes React could not
 * read, with a warning, and last holds what is left against the allowlist (`html-allowlist.ts`), so that anything
 * these checks did not foresee is left out too, with a warning. Only reads and prunes one element; finding the
 * elements and resolving links are other modules' work.
 */
import type { Program } from 'estree';
import type { Element } from 'hast';
import { find, html } from 'property-information';
import styleToObject from 'style-to-object';
import { isExternalUrl } from '../../core/urls.js';
import { diagnostic, type FactsOf } from '../diagnostics/catalogue.js';
import { locate, type MarkdownFileContext } from './context.js';
import { allowlist } from './html-allowlist.js';
import { isReservedId } from '../../core/reserved-ids.js';
import { bodyRefreshTarget, redirectRefreshTag, refreshAddress } from '../content/head-allowlist.js';

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

/**
 * The text of `children` when each is text or an MDX expression that is a string written out in full (a quoted
 * string, or a template literal with no `${}`), else null.
 */
function literalTextOf(children: Element['children']): string | null {
  let text = '';
  for (const child of children as unknown[]) {
    const node = child as { type: string; value?: string; data?: { estree?: Program } };
    if (node.type === 'text') {
      text += node.value ?? '';
      continue;
    }
    if (node.type !== 'mdxFlowExpression' && node.type !== 'mdxTextExpression') return null;
    const body = node.data?.estree?.body;
    const statement = body?.length === 1 ? body[0] : undefined;
    if (statement?.type !== 'ExpressionStatement') return null;
    const { expression } = statement;
    if (expression.type === 'Literal' && typeof expression.value === 'string') text += expression.value;
    else if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0 && expression.quasis[0]?.value.cooked != null)
      text += expression.quasis[0].value.cooked;
    else return null;
  }
  return text;
}

/**
 * Elements whose content the HTML parser reads as raw text in one context and as markup in another (scripting on
 * or off, a template's document): what the page shows and what a browser parses could differ.
 */
const RAW_TEXT = new Set(['noscript', 'template', 'xmp', 'plaintext', 'noembed', 'noframes', 'listing']);

/** A `<template>` that names a Vue slot: `#title`, `v-slot`, `v-slot:title`. */
const isVueSlot = (node: Element): boolean => Object.keys(node.properties ?? {}).some((name) => name.startsWith('#') || /^v-?slot(:|$)/i.test(name));

/** The Vue directive that renders a `<template>` (`v-if`, `v-else-if`, `v-else`, `v-for`), or null for an HTML template. */
const vueTemplateDirective = (node: Element): string | null =>
  Object.keys(node.properties ?? {}).find((name) => /^v-(if|else-if|else|for)$/i.test(name)) ?? null;

/** Pages already warned of a Vue `<template>`: once per page, as `{{ … }}` is. */
const warnedOfVueTemplates = new WeakSet<MarkdownFileContext>();

/** Elements that switch the HTML parser to foreign rules: MathML by hand, and SVG's door back into HTML. */
const FOREIGN = new Set(['math', 'foreignobject', 'annotation-xml']);

/** What becomes of a checked element: kept, removed with its content, or replaced by its content. */
export type HtmlVerdict = 'keep' | 'remove' | 'unwrap';

/** Where the element sits: inside `<svg>` (or MathML), where `<style>` and `<title>` are not what they are in HTML. */
export interface HtmlPlace {
  inForeign: boolean;
  /** The page's text, when known: a tag written with a capital (`<Tabs>`) is reported as MDX in Markdown instead. */
  source?: string;
}

/** A Vue directive written as an attribute: `v-for`, `v-if`, `:href` (`v-bind`), `@click` (`v-on`), `#title` (`v-slot`). */
const VUE_DIRECTIVE = /^(v-[\w-]+|[:@#].+)/;

/** Tag names React renders; any other (`a<b`) is `html-renderable.ts`'s to report and unwrap. */
const RENDERABLE_TAG = /^[a-zA-Z][a-zA-Z:_.\-\d]*$/;

/**
 * Checks one element of the author's HTML: reports what is unsafe, removes unsafe attributes, then holds the rest
 * against the allowlist. Returns what must become of the element. `at`: where to report, when the element has no
 * position of its own (one the HTML parser implied).
 */
export function checkHtmlElement(
  ctx: MarkdownFileContext,
  node: Element,
  at: Parameters<typeof locate>[1] = node,
  place: HtmlPlace = { inForeign: false },
): HtmlVerdict {
  const verdict = refuseUnsafe(ctx, node, at, place);
  if (verdict !== 'keep' || !RENDERABLE_TAG.test(node.tagName)) return verdict;
  const where = locate(ctx, node.position ? node : at);
  const allowed = allowlist(node);
  if (allowed.kind === 'unwrap') {
    const offset = node.position?.start.offset;
    const capitalised = place.source !== undefined && offset !== undefined && /^<[A-Z]/.test(place.source.slice(offset, offset + 2));
    if (!capitalised) ctx.diagnostics.push(diagnostic('html-element-unknown', 'warning', { element: node.tagName }, where));
    return 'unwrap';
  }
  // VitePress' `v-pre` asks Vue to leave an element's text as written, which is all docsgen ever does with it; JSX's
  // `key` is React's, never an attribute of the element in any output; `markdown` (`<summary markdown="span">`,
  // kramdown's and PHP Markdown Extra's switch, left in pages copied from Jekyll: Jest's docs) tells those tools how
  // to read the content and no browser anything, so Docusaurus passes it by without a word.
  const unsaid = (name: string) => name === 'key' || name === 'markdown' || (name === 'v-pre' && ctx.site.syntax === 'vitepress');
  const named = allowed.dropped.map(attributeName).filter((name) => !unsaid(name));
  // On a VitePress page, `v-for`, `:href`, `@click` and `#slot` are Vue's directives, which docsgen does not run.
  const vue = ctx.site.syntax === 'vitepress' ? named.filter((name) => VUE_DIRECTIVE.test(name)) : [];
  const dropped = named.filter((name) => !vue.includes(name));
  if (vue.length) ctx.diagnostics.push(diagnostic('vue-not-run', 'warning', { variant: 'directive', element: node.tagName, directives: vue }, where));
  if (dropped.length) ctx.diagnostics.push(diagnostic('html-attribute-dropped', 'warning', { element: node.tagName, attributes: dropped }, where));
  return 'keep';
}

/**
 * A hast property as the author wrote the attribute, by HTML's own table: `className` → `class`, `srcSet` → `srcset`,
 * `disablePictureInPicture` → `disablepictureinpicture`, `dataX` → `data-x`.
 */
function attributeName(property: string): string {
  return find(html, property).attribute;
}

function refuseUnsafe(ctx: MarkdownFileContext, node: Element, at: Parameters<typeof locate>[1], place: HtmlPlace): HtmlVerdict {
  const tag = node.tagName.toLowerCase();
  const props = node.properties ?? {};
  const where = locate(ctx, node.position ? node : at);
  const report = (facts: FactsOf<'html-unsafe'>) => ctx.diagnostics.push(diagnostic('html-unsafe', 'error', facts, where));

  const kind = REFUSED[tag];
  if (kind) {
    report({ variant: 'element', element: tag, kind });
    return 'remove';
  }
  if (FOREIGN.has(tag)) {
    report({ variant: 'reparse', element: node.tagName, kind: 'foreign' });
    return 'remove';
  }
  // A Vue slot (`<template #title>` inside a component, under VitePress' syntax) shows its content where it is, as
  // the component around it does (reported as Vue not run): its content becomes its children, checked next.
  // One that Vue renders by a directive (`<template v-else>`) shows its content too, reported once per page.
  const directive = tag === 'template' && ctx.site.syntax === 'vitepress' ? vueTemplateDirective(node) : null;
  if (tag === 'template' && ctx.site.syntax === 'vitepress' && (directive !== null || isVueSlot(node))) {
    if (directive !== null && !warnedOfVueTemplates.has(ctx)) {
      warnedOfVueTemplates.add(ctx);
      ctx.diagnostics.push(diagnostic('vue-not-run', 'warning', { variant: 'template', directive }, where));
    }
    node.children = (node as Element & { content?: { children: Element['children'] } }).content?.children ?? node.children;
    return 'unwrap';
  }
  if (RAW_TEXT.has(tag) || (tag === 'title' && !place.inForeign)) {
    report({ variant: 'reparse', element: tag, kind: 'raw-text' });
    return 'remove';
  }
  // React writes a `<style>`'s text as it is: a `<` in it, or SVG's or MathML's rules around it, and a browser
  // would read that text as markup. Only text counts: text children, and MDX expressions that are a string written
  // out in full (`{`.a { color: red }`}`, the way MDX writes CSS's braces); any other expression could give markup.
  const styleText = tag === 'style' ? literalTextOf(node.children) : null;
  if (tag === 'style' && (place.inForeign || styleText === null || styleText.includes('<'))) {
    report({ variant: 'reparse', element: tag, kind: 'style-markup' });
    return 'remove';
  }
  if (props.dangerouslySetInnerHTML != null) {
    report({ variant: 'inner-html', element: tag });
    return 'remove';
  }
  if (typeof props.id === 'string' && isReservedId(props.id)) {
    ctx.diagnostics.push(diagnostic('id-reserved', 'error', { id: props.id, element: tag }, where));
    delete props.id;
  }
  // `<meta http-equiv="refresh" content="0; url=/docs/intro">`, all a page that moved holds: browsers follow it from
  // the body too, so it forwards the reader from the page's head, as `<Redirect>` does; only within the site, as a
  // page's HTML may not send readers elsewhere unasked. Any other refresh is refused with a hint of its own.
  if (
    tag === 'meta' &&
    String(props.httpEquiv ?? '')
      .trim()
      .toLowerCase() === 'refresh' &&
    !place.inForeign
  ) {
    const forwardTo = bodyRefreshTarget(props);
    if (forwardTo === null) report({ variant: 'refresh', to: refreshAddress(props), route: ctx.route });
    else (ctx.head ??= { tags: [] }).tags.push(redirectRefreshTag(forwardTo));
    return 'remove';
  }
  if (tag === 'base' || (tag === 'meta' && props.httpEquiv != null) || (tag === 'link' && props.rel != null)) {
    report({ variant: 'element', element: tag === 'meta' ? 'meta http-equiv' : tag === 'link' ? 'link rel' : tag, kind: 'head' });
    return 'remove';
  }
  if (tag.startsWith('docsgen-')) {
    report({ variant: 'reserved', element: tag });
    return 'remove';
  }
  if (tag === 'style' && /@(import|\\)/i.test(styleText ?? '')) {
    report({ variant: 'style-import' });
    return 'remove';
  }
  if ((tag === 'animate' || tag === 'set') && /^(xlink:)?href$/i.test(String(props.attributeName ?? '').trim())) {
    report({ variant: 'link-animation', element: tag });
    return 'remove';
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
  return 'keep';
}
