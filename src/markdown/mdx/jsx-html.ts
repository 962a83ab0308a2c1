/**
 * rehype plugin for MDX pages: HTML elements written as JSX (`<div className="x">`, `<img src="./a.png" />`) get
 * the same treatment as raw HTML in a Markdown page. One whose attributes are all literals becomes a plain hast
 * element, so images, links, search and the safety rules see it; one with `{…}` attributes stays JSX but still
 * loses what the safety rules refuse (`<script>`, `on*` handlers, `javascript:` URLs). Components (capitalised
 * names) are left alone, and so are the tags inside a `<Head>`, which go to the page's head under its own rules
 * (`head-tags.ts`), but a `<Link>` or `<Heading>` with a written `id` makes it an anchor of the page. Also drops MDX
 * comments (expressions holding only a comment), which render nothing.
 * Does not evaluate anything.
 */
import type { Element, ElementContent, Root } from 'hast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { h, s } from 'hastscript';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { contextOf } from '../context.js';
import { recordHtmlLinks } from '../html-links.js';
import { renderable } from '../html-renderable.js';
import { checkHtmlElement } from '../html-safety.js';
import { isJsonLdType } from './head-tags.js';
import { parse } from 'acorn';
import type { Program } from 'estree';
import { reactStyle } from '../../util/react-style.js';

type JsxElement = MdxJsxFlowElementHast | MdxJsxTextElementHast;

const isHtmlName = (name: string | null): name is string => name !== null && /^[a-z][a-z0-9-]*$/.test(name);

/**
 * The element's attributes as hast properties, named by SVG's schema inside an `<svg>` (`fill-rule` is `fillRule`, as
 * the allowlist and React name it) and by HTML's elsewhere; expression values become '' (enough for the safety check).
 */
function propertiesOf(tagName: string, attributes: Array<MdxJsxAttribute | MdxJsxExpressionAttribute>, inSvg: boolean): Element['properties'] {
  const props: Record<string, string | boolean> = {};
  for (const attribute of attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    const value = attribute.value;
    props[attribute.name] = value === null || value === undefined ? true : typeof value === 'string' ? value : '';
  }
  return (inSvg ? s : h)(tagName, props).properties;
}

/** Every node below an `<svg>` or `<math>` element, written as JSX or as HTML (where `<style>` is read as markup). */
function insideSvg(tree: Root): WeakSet<object> {
  const inside = new WeakSet<object>();
  visit(tree, (node) => {
    const name =
      node.type === 'element' ? node.tagName : node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement' ? (node as JsxElement).name : null;
    if (name !== 'svg' && name !== 'math') return;
    visit(node as Root, (below) => {
      if (below !== node) inside.add(below);
    });
    return SKIP;
  });
  return inside;
}

/** Components whose `id` Docusaurus counts as an anchor of the page (`@docusaurus/Link`, `@theme/Heading`). */
const ANCHOR_COMPONENTS = new Set(['Link', 'Heading']);

/** Tags a `<Head>` passes on to the page's head, where its own rules hold them (`head-tags.ts`). */
const HEAD_TAGS = new Set(['title', 'meta', 'link']);

/** `<script type="application/ld+json">`: structured data for search engines, which a `<Head>` may hold (never run). */
const isJsonLd = (jsx: JsxElement): boolean =>
  jsx.name === 'script' && jsx.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'type' && isJsonLdType(a.value));

/**
 * The `<title>`, `<meta>` and `<link>` elements inside a `<Head>` (`@docusaurus/Head` under any local name, the
 * global `Head`, or `<head>`): they stay JSX for Head to take, instead of being checked as body HTML.
 */
function insideHead(tree: Root): WeakSet<object> {
  const names = new Set(['head', 'Head']);
  visit(tree, 'mdxjsEsm', (node) => {
    for (const statement of (node.data?.estree?.body ?? []) as Array<{
      type: string;
      source?: { value?: unknown };
      specifiers?: Array<{ type: string; local: { name: string } }>;
    }>) {
      if (statement.type !== 'ImportDeclaration') continue;
      for (const specifier of statement.specifiers ?? []) {
        // `Head` imported from elsewhere is another component, which might put its children in the body.
        if (statement.source?.value === '@docusaurus/Head' && specifier.type === 'ImportDefaultSpecifier') names.add(specifier.local.name);
        else names.delete(specifier.local.name);
      }
    }
  });
  const inside = new WeakSet<object>();
  visit(tree, (node) => {
    if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !names.has((node as JsxElement).name ?? '')) return;
    visit(node as unknown as Root, (below) => {
      if (below === node || (below.type !== 'mdxJsxFlowElement' && below.type !== 'mdxJsxTextElement')) return;
      if (HEAD_TAGS.has((below as JsxElement).name ?? '') || isJsonLd(below as JsxElement)) inside.add(below);
    });
    return SKIP;
  });
  return inside;
}

/**
 * A `style="color: red"` written as text on an element that stays JSX (another attribute is an expression): as the
 * object React takes (`{ color: 'red' }`), as JSX written with literals alone gets it, instead of failing the page
 * ("The style prop expects a mapping"), which Astro and HTML accept.
 */
function styleAsObject(attribute: MdxJsxAttribute | MdxJsxExpressionAttribute): MdxJsxAttribute | MdxJsxExpressionAttribute {
  if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== 'style' || typeof attribute.value !== 'string') return attribute;
  const literal = JSON.stringify(reactStyle(attribute.value));
  const estree = parse(`(${literal})`, { ecmaVersion: 'latest', sourceType: 'module' });
  return { ...attribute, value: { type: 'mdxJsxAttributeValueExpression', value: literal, data: { estree: estree as unknown as Program } } };
}

export function rehypeJsxHtml() {
  return (tree: Root, file: VFile) => {
    const ctx = contextOf(file);
    const recorded = new Set<string>();
    const foreign = insideSvg(tree);
    const headTags = insideHead(tree);
    visit(tree, (node, index, parent) => {
      if ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && parent && index !== undefined && !node.data?.estree?.body.length) {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !parent || index === undefined) return;
      const jsx = node as JsxElement;
      // `<Link id="ast-bigint" />` and `<Heading id>` are anchors of the page, as Docusaurus' Link and Heading collect them.
      if (jsx.name && ANCHOR_COMPONENTS.has(jsx.name)) {
        const id = jsx.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'id')?.value;
        if (typeof id === 'string' && id) ctx.headingIds.add(id);
      }
      if (!isHtmlName(jsx.name) || jsx.name === 'head' || headTags.has(jsx)) return;
      const literal = jsx.attributes.every((a) => a.type === 'mdxJsxAttribute' && (a.value === null || a.value === undefined || typeof a.value === 'string'));
      const element: Element = {
        type: 'element',
        tagName: jsx.name,
        properties: propertiesOf(jsx.name, jsx.attributes, jsx.name === 'svg' || foreign.has(node)),
        children: jsx.children as ElementContent[],
        position: jsx.position,
        // Its addresses stay as written where Docusaurus leaves JSX's (images.ts reads this).
        data: { writtenAsJsx: true } as unknown as Element['data'],
      };
      const verdict = checkHtmlElement(ctx, element, parent as Element, { inForeign: foreign.has(node) });
      if (verdict === 'remove') {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      if (verdict === 'unwrap') {
        parent.children.splice(index, 1, ...(jsx.children as typeof parent.children));
        return index; // its children take its place: visit them next
      }
      if (!literal) {
        // Keep it as JSX (its `{…}` values are evaluated when it renders), minus the attributes the check removed.
        const kept = new Set(Object.keys(element.properties ?? {}));
        const schema = jsx.name === 'svg' || foreign.has(node) ? s : h;
        const propertyName = (attribute: string) => Object.keys(schema(jsx.name!, { [attribute]: 'x' }).properties ?? {})[0] ?? attribute;
        jsx.attributes = jsx.attributes.filter((a) => a.type !== 'mdxJsxAttribute' || kept.has(propertyName(a.name))).map(styleAsObject);
        return;
      }
      const standIns = renderable(ctx, element, parent as Element);
      recordHtmlLinks(ctx, element, recorded);
      parent.children.splice(index, 1, ...(standIns as typeof parent.children));
      return index; // visit the stand-ins (their children may hold more JSX)
    });
  };
}
