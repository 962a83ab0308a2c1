/**
 * What a page's `<Head>` (`@docusaurus/Head`, or `<head>` in MDX) may put in its `<head>`: a `<title>`, `<meta>`
 * tags and `<link>`s of the kinds that describe the page, taken from the React elements Head was given, as plain
 * data the page template writes escaped, and structured data (`<script type="application/ld+json">`, its JSON checked
 * and written escaped). Anything else — scripts, styles, style sheets, `<base>`,
 * `<meta http-equiv>` — would run code or act on the whole page, and is an MdxProblem; the one exception is the
 * refresh of the theme's `<Redirect>`, to a site path or a web address. Renders nothing itself.
 */
import { Fragment, isValidElement, type ReactNode } from 'react';
import type { PageHead } from '../../../core/route-data.js';
import { MdxProblem } from './problem.js';
import { isRedirectTarget, redirectRefreshTag, refusedPageHeadTag } from '../../content/head-allowlist.js';

/** React prop names → attribute names, for the props head tags carry. */
const ATTRIBUTES: Readonly<Record<string, string>> = {
  charSet: 'charset',
  itemProp: 'itemprop',
  hrefLang: 'hreflang',
  crossOrigin: 'crossorigin',
  httpEquiv: 'http-equiv',
};

function refuse(tag: string): never {
  throw new MdxProblem({ variant: 'head-refused', name: 'Head', tag }, undefined);
}

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement(node)) return textOf((node.props as { children?: ReactNode }).children);
  return '';
}

function attributesOf(tag: 'meta' | 'link', props: Record<string, unknown>): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [prop, value] of Object.entries(props)) {
    if (prop === 'children' || value === undefined || value === null || value === false) continue;
    const name = ATTRIBUTES[prop] ?? prop.toLowerCase();
    if (typeof value !== 'string' && typeof value !== 'number') refuse(`${tag} ${name}`);
    attributes[name] = String(value);
  }
  const refused = refusedPageHeadTag(tag, attributes);
  if (refused) refuse(refused);
  return attributes;
}

/**
 * The refresh of `@docusaurus/router`'s `<Redirect>` (theme/mdx/router.ts), to a path of the site or a web address:
 * the one refresh a page may hold.
 */
function addRedirect(href: string, head: PageHead): void {
  if (!isRedirectTarget(href)) refuse('meta http-equiv');
  head.tags.push(redirectRefreshTag(href));
}

/** Whether a `<script>`'s `type` is structured data (`application/ld+json`), the one script a `<Head>` may hold. */
export const isJsonLdType = (type: unknown): boolean => typeof type === 'string' && type.trim().toLowerCase() === 'application/ld+json';

/**
 * Structured data (`<script type="application/ld+json">{JSON.stringify(…)}</script>`): its text must be JSON, kept
 * compact and written escaped, so it can only ever be data.
 */
function addJsonLd(children: ReactNode, head: PageHead): void {
  let json: unknown;
  try {
    json = JSON.parse(textOf(children));
  } catch {
    throw new MdxProblem({ variant: 'head-json-invalid', name: 'Head' }, undefined);
  }
  head.tags.push({ tag: 'script', attributes: { type: 'application/ld+json' }, json });
}

/** Adds what `children` (a `<Head>`'s) puts in the head to `head`; throws an MdxProblem for a tag it may not hold. */
export function collectHeadTags(children: ReactNode, head: PageHead): void {
  if (Array.isArray(children)) {
    for (const child of children) collectHeadTags(child as ReactNode, head);
    return;
  }
  if (!isValidElement(children)) return; // text between tags (line breaks) says nothing
  const props = children.props as Record<string, unknown> & { children?: ReactNode };
  if (children.type === Fragment || children.type === 'p') return collectHeadTags(props.children, head); // MDX wraps lines in paragraphs
  if ((children.type as { docsgenRedirect?: unknown }).docsgenRedirect === true) return addRedirect(String(props.href), head);
  const tag = typeof children.type === 'string' ? children.type : 'a component';
  if (tag === 'title') {
    // `<Layout title>` names the page, not the whole document: the site's title is added as for any page.
    if (props['data-page-title'] !== undefined) head.pageTitle = textOf(props.children).trim();
    else head.title = textOf(props.children).trim();
    return;
  }
  if (tag === 'script' && isJsonLdType(props.type)) return addJsonLd(props.children, head);
  if (tag !== 'meta' && tag !== 'link') return refuse(tag);
  head.tags.push({ tag, attributes: attributesOf(tag, props) });
}
