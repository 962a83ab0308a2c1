/**
 * Turns the text of a custom navbar icon (an SVG file) into a sanitised element tree that the theme renders
 * inline. The tree is rebuilt from an allowlist: drawing elements only, attributes under their React names,
 * ids prefixed so they cannot meet the page's own. Scripts, event handlers, `<foreignObject>` and references to
 * anything outside the file are refused with the line where they are. Pure: the caller reads the file.
 */
import { createHash } from 'node:crypto';
import type { Element } from 'xast';
import { fromXml } from 'xast-util-from-xml';
import parseStyle from 'style-to-object';
import type { SvgIconElement } from '../../core/route-data.js';
import type { FactsOf } from '../diagnostics/catalogue.js';

/** The largest icon file accepted: the icon is copied into every page. */
export const SVG_ICON_MAX_BYTES = 16 * 1024;

/** Elements an icon may use: shapes, groups, and the clipping, masking and gradient machinery they refer to. */
export const SVG_ICON_ELEMENTS = [
  'svg',
  'g',
  'path',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'rect',
  'defs',
  'symbol',
  'use',
  'clipPath',
  'mask',
  'linearGradient',
  'radialGradient',
  'stop',
] as const;
const ALLOWED_ELEMENTS = new Set<string>(SVG_ICON_ELEMENTS);
/** Elements that can run code or embed other documents: refused. */
const UNSAFE_ELEMENTS = new Set(['script', 'foreignObject', 'iframe', 'object', 'embed', 'handler', 'listener']);
/** Elements with no drawing in them (descriptions, editor data): left out quietly. */
const SKIPPED_ELEMENTS = new Set(['title', 'desc', 'metadata']);

/** Presentation attributes (also accepted in a `style` attribute), by their React names. */
const PRESENTATION: Record<string, string> = {
  fill: 'fill',
  'fill-rule': 'fillRule',
  'fill-opacity': 'fillOpacity',
  stroke: 'stroke',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
  'stroke-miterlimit': 'strokeMiterlimit',
  'stroke-dasharray': 'strokeDasharray',
  'stroke-dashoffset': 'strokeDashoffset',
  'stroke-opacity': 'strokeOpacity',
  opacity: 'opacity',
  'clip-path': 'clipPath',
  'clip-rule': 'clipRule',
  mask: 'mask',
  display: 'display',
  visibility: 'visibility',
  color: 'color',
  'vector-effect': 'vectorEffect',
  'shape-rendering': 'shapeRendering',
  'stop-color': 'stopColor',
  'stop-opacity': 'stopOpacity',
};
/** Geometry and structure attributes, by their React names. */
const GEOMETRY: Record<string, string> = {
  id: 'id',
  transform: 'transform',
  d: 'd',
  points: 'points',
  x: 'x',
  y: 'y',
  width: 'width',
  height: 'height',
  x1: 'x1',
  y1: 'y1',
  x2: 'x2',
  y2: 'y2',
  cx: 'cx',
  cy: 'cy',
  r: 'r',
  rx: 'rx',
  ry: 'ry',
  fx: 'fx',
  fy: 'fy',
  offset: 'offset',
  pathLength: 'pathLength',
  viewBox: 'viewBox',
  preserveAspectRatio: 'preserveAspectRatio',
  gradientUnits: 'gradientUnits',
  gradientTransform: 'gradientTransform',
  spreadMethod: 'spreadMethod',
  clipPathUnits: 'clipPathUnits',
  maskUnits: 'maskUnits',
  maskContentUnits: 'maskContentUnits',
  href: 'href',
  'xlink:href': 'href',
};
const ATTRIBUTES: Record<string, string> = { ...PRESENTATION, ...GEOMETRY };

/** What is wrong with an icon file, as the catalogue's `navbar-icon-invalid` facts less the file name. */
type Facts = FactsOf<'navbar-icon-invalid'>;
export type SvgIconProblem = Facts extends infer F ? (F extends { file: string } ? Omit<F, 'file'> : never) : never;

export type SvgIconResult = { ok: true; element: SvgIconElement } | { ok: false; problem: SvgIconProblem };

class Refusal extends Error {
  constructor(readonly problem: SvgIconProblem) {
    super(problem.variant);
  }
}

const lineOf = (node: { position?: { start: { line: number } } }): number | undefined => node.position?.start.line;

/** `url(#a)` and `#a` stay inside the file; anything else (`url(https://…)`, `data:`, another file) does not. */
const URL_REFERENCE = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;

function checkValue(name: string, value: string, node: Element): void {
  if (name === 'href' || name === 'xlink:href') {
    if (!value.trim().startsWith('#')) throw new Refusal({ variant: 'unsafe', part: 'reference', name: value.trim(), line: lineOf(node) });
    return;
  }
  for (const match of value.matchAll(URL_REFERENCE)) {
    if (!match[2]!.trim().startsWith('#')) throw new Refusal({ variant: 'unsafe', part: 'reference', name: match[2]!.trim(), line: lineOf(node) });
  }
  // CSS escapes could spell a reference the check above does not see.
  if (value.includes('\\')) throw new Refusal({ variant: 'unsafe', part: 'reference', name: value, line: lineOf(node) });
}

/** The element's attributes that the allowlist keeps, under React names; refuses event handlers and outside references. */
function keptAttributes(node: Element): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(node.attributes)) {
    if (value === undefined || value === null) continue;
    const text = String(value);
    if (/^on/i.test(name.replace(/^[^:]*:/, ''))) throw new Refusal({ variant: 'unsafe', part: 'event-handler', name, line: lineOf(node) });
    if (name === 'style') continue;
    const react = ATTRIBUTES[name];
    if (!react) continue; // xmlns, class, data-*, editor attributes: no part of the drawing
    checkValue(name, text, node);
    kept[react] = text;
  }
  const style = node.attributes.style;
  if (style) {
    let declarations: Record<string, string> | null;
    try {
      declarations = parseStyle(String(style));
    } catch {
      declarations = null; // an unreadable style attribute draws nothing in a browser either
    }
    for (const [property, value] of Object.entries(declarations ?? {})) {
      const react = PRESENTATION[property.trim().toLowerCase()];
      if (!react) continue;
      const cleaned = value.replace(/\s*!important\s*$/i, '').trim();
      checkValue(property, cleaned, node);
      kept[react] = cleaned; // a style declaration wins over the attribute, as in CSS
    }
  }
  return kept;
}

function convert(node: Element): SvgIconElement | null {
  const name = node.name;
  if (UNSAFE_ELEMENTS.has(name)) throw new Refusal({ variant: 'unsafe', part: 'element', name, line: lineOf(node) });
  // Editor data (`sodipodi:namedview`, `inkscape:…`) and descriptions draw nothing.
  if (SKIPPED_ELEMENTS.has(name) || name.includes(':')) {
    findUnsafe(node);
    return null;
  }
  if (!ALLOWED_ELEMENTS.has(name)) throw new Refusal({ variant: 'unsupported', element: name, allowed: SVG_ICON_ELEMENTS, line: lineOf(node) });
  const attrs = keptAttributes(node);
  const children: SvgIconElement[] = [];
  for (const child of node.children) {
    if (child.type !== 'element') continue; // text, comments, CDATA: nothing an allowed element draws
    const converted = convert(child);
    if (converted) children.push(converted);
  }
  return { tag: name, attrs, children };
}

/** Even the parts left out must not hide a script: a file that holds one is refused as a whole. */
function findUnsafe(node: Element): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (UNSAFE_ELEMENTS.has(child.name)) throw new Refusal({ variant: 'unsafe', part: 'element', name: child.name, line: lineOf(child) });
    findUnsafe(child);
  }
  for (const attribute of Object.keys(node.attributes)) {
    if (/^on/i.test(attribute.replace(/^[^:]*:/, ''))) throw new Refusal({ variant: 'unsafe', part: 'event-handler', name: attribute, line: lineOf(node) });
  }
}

/** Prefixes every id with one derived from the file, and every `#id` reference to it, so two icons never share an id. */
function prefixIds(root: SvgIconElement, prefix: string): void {
  const ids = new Set<string>();
  const collect = (el: SvgIconElement) => {
    if (el.attrs.id) ids.add(el.attrs.id);
    el.children.forEach(collect);
  };
  collect(root);
  if (ids.size === 0) return;
  const rewrite = (el: SvgIconElement) => {
    for (const [key, value] of Object.entries(el.attrs)) {
      if (key === 'id') el.attrs[key] = `${prefix}${value}`;
      else if (key === 'href') el.attrs[key] = ids.has(value.trim().slice(1)) ? `#${prefix}${value.trim().slice(1)}` : value;
      else
        el.attrs[key] = value.replace(URL_REFERENCE, (whole, _q: string, target: string) =>
          ids.has(target.trim().slice(1)) ? `url(#${prefix}${target.trim().slice(1)})` : whole,
        );
    }
    el.children.forEach(rewrite);
  };
  rewrite(root);
}

/** The first line of the XML parser's reason, without the position it repeats. */
function parserReason(error: unknown): { reason: string; line?: number } {
  const message = error as { cause?: { message?: string }; reason?: string; line?: number };
  const first = (message.cause?.message ?? message.reason ?? String(error)).split('\n')[0]!;
  return { reason: first.replace(/\s*\(line \d+, column \d+\)\s*$/, ''), line: message.line ?? undefined };
}

export function sanitiseSvgIcon(text: string): SvgIconResult {
  let root: Element | undefined;
  try {
    const tree = fromXml(text);
    const elements = tree.children.filter((n): n is Element => n.type === 'element');
    root = elements[0];
  } catch (error) {
    return { ok: false, problem: { variant: 'not-svg', ...parserReason(error) } };
  }
  if (!root || root.name !== 'svg') {
    return {
      ok: false,
      problem: {
        variant: 'not-svg',
        reason: root ? `its root element is <${root.name}>, not <svg>` : 'it holds no element',
        line: root ? lineOf(root) : undefined,
      },
    };
  }
  try {
    const element = convert(root)!;
    const { width, height, ...rest } = element.attrs;
    // The theme sizes the icon; the drawing's own coordinates come from its viewBox (or its width and height).
    const sized = /^\d+(\.\d+)?$/;
    const viewBox = rest.viewBox ?? (width && height && sized.test(width) && sized.test(height) ? `0 0 ${width} ${height}` : '0 0 24 24');
    element.attrs = { ...rest, viewBox };
    prefixIds(element, `icon-${createHash('sha256').update(text).digest('hex').slice(0, 8)}-`);
    return { ok: true, element };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, problem: error.problem };
    throw error;
  }
}
