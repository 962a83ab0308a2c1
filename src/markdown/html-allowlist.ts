/**
 * The allowlist an author's HTML element must pass once the checks of `html-safety.ts` have reported what is
 * unsafe: which elements a docs page may hold and which attributes each may carry, in hast-util-sanitize's schema
 * shape and applied with hast-util-sanitize itself, one element at a time (its children are the walk's to visit,
 * so Markdown-made nodes inside an HTML block keep their own classes). Whatever the denylist misses, nothing
 * outside this list reaches the page. Pure: decides for one element, reports nothing (the caller words it).
 */
import type { Element, Properties } from 'hast';
import { sanitize, type Schema } from 'hast-util-sanitize';

/** Elements of HTML a docs page may hold: text, structure, tables, media, forms to the site itself. */
const HTML_ELEMENTS = [
  'a', 'abbr', 'address', 'article', 'aside', 'audio', 'b', 'bdi', 'bdo', 'big', 'blockquote', 'br', 'button',
  'caption', 'center', 'cite', 'code', 'col', 'colgroup', 'data', 'datalist', 'dd', 'del', 'details', 'dfn',
  'dialog', 'div', 'dl', 'dt', 'em', 'fieldset', 'figcaption', 'figure', 'font', 'footer', 'form', 'h1', 'h2',
  'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'i', 'iframe', 'img', 'input', 'ins', 'kbd', 'label',
  'legend', 'li', 'main', 'map', 'area', 'mark', 'meter', 'nav', 'ol', 'optgroup', 'option', 'output', 'p',
  'picture', 'pre', 'progress', 'q', 'rp', 'rt', 'ruby', 's', 'samp', 'section', 'select', 'small', 'source',
  'span', 'strike', 'strong', 'style', 'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'textarea', 'tfoot',
  'th', 'thead', 'time', 'tr', 'track', 'tt', 'u', 'ul', 'var', 'video', 'wbr',
];

/** SVG elements for drawings and icons: shapes, text, gradients, filters, animation (links in it are checked). */
const SVG_ELEMENTS = [
  'svg', 'g', 'path', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'rect', 'text', 'tspan', 'textPath',
  'defs', 'symbol', 'use', 'title', 'desc', 'metadata', 'switch', 'linearGradient', 'radialGradient', 'stop',
  'clipPath', 'mask', 'pattern', 'marker', 'image', 'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer',
  'feComposite', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur',
  'feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'feTurbulence', 'animate', 'animateMotion',
  'animateTransform', 'set',
];

/** Attributes every element may carry (ARIA attributes are kept apart: hast-util-sanitize has no `aria*` wildcard). */
const GLOBAL = [
  'id', 'className', 'style', 'title', 'lang', 'dir', 'role', 'tabIndex', 'hidden', 'translate', 'data*',
  'width', 'height', 'align', 'vAlign', 'border', 'color', 'face', 'size', 'clear', 'noWrap', 'bgColor',
  'itemProp', 'itemScope', 'itemType', 'itemId', 'itemRef', 'slot', 'accessKey', 'draggable',
];

/**
 * Elements that may carry `name`. Not `img`, `form` or `iframe`: a name there becomes a property of `document`
 * that hides its own (`<img name="getElementById">`), which is how a page would break the client (DOM clobbering).
 */
const NAMED = ['a', 'input', 'button', 'select', 'textarea', 'fieldset', 'output', 'map'];

/** Attributes of SVG drawing, shared by every SVG element. */
const SVG_ATTRIBUTES = [
  'viewBox', 'xmlns', 'xmlnsXLink', 'version', 'preserveAspectRatio', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx',
  'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'd', 'points', 'pathLength', 'transform', 'fill', 'fillOpacity', 'fillRule',
  'clipRule', 'stroke', 'strokeWidth', 'strokeLinecap', 'strokeLinejoin', 'strokeDasharray', 'strokeDashoffset',
  'strokeOpacity', 'strokeMiterLimit', 'opacity', 'visibility', 'display', 'overflow', 'fontSize', 'fontFamily',
  'fontWeight', 'fontStyle', 'textAnchor', 'dominantBaseline', 'alignmentBaseline', 'letterSpacing',
  'textDecoration', 'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust', 'startOffset', 'offset', 'stopColor',
  'stopOpacity', 'gradientUnits', 'gradientTransform', 'spreadMethod', 'patternUnits', 'patternContentUnits',
  'patternTransform', 'clipPath', 'clipPathUnits', 'mask', 'maskUnits', 'maskContentUnits', 'markerWidth',
  'markerHeight', 'markerUnits', 'refX', 'refY', 'orient', 'markerStart', 'markerMid', 'markerEnd', 'filter',
  'filterUnits', 'primitiveUnits', 'in', 'in2', 'result', 'stdDeviation', 'mode', 'values', 'type', 'operator',
  'k1', 'k2', 'k3', 'k4', 'floodColor', 'floodOpacity', 'radius', 'baseFrequency', 'numOctaves', 'seed',
  'stitchTiles', 'tableValues', 'slope', 'intercept', 'amplitude', 'exponent', 'vectorEffect', 'shapeRendering',
  'textRendering', 'imageRendering', 'colorInterpolationFilters', 'focusable', 'href', 'xLinkHref',
  'attributeName', 'attributeType', 'from', 'to', 'by', 'begin', 'dur', 'end', 'repeatCount', 'repeatDur',
  'fill', 'calcMode', 'keyTimes', 'keySplines', 'additive', 'accumulate', 'path', 'keyPoints',
];

const MEDIA = ['src', 'controls', 'autoPlay', 'loop', 'muted', 'preload', 'playsInline', 'crossOrigin'];

const ATTRIBUTES: Record<string, string[]> = {
  '*': GLOBAL,
  a: ['href', 'target', 'rel', 'download', 'hrefLang', 'type', 'referrerPolicy', ...SVG_ATTRIBUTES],
  area: ['href', 'alt', 'shape', 'coords', 'target', 'rel'],
  map: [],
  img: ['src', 'srcSet', 'sizes', 'alt', 'loading', 'decoding', 'longDesc', 'useMap', 'isMap', 'referrerPolicy', 'crossOrigin', 'fetchPriority'],
  iframe: ['src', 'allow', 'allowFullScreen', 'loading', 'referrerPolicy', 'sandbox', 'frameBorder', 'scrolling', 'marginWidth', 'marginHeight'],
  video: [...MEDIA, 'poster'],
  audio: MEDIA,
  source: ['src', 'srcSet', 'sizes', 'type', 'media'],
  track: ['src', 'kind', 'srcLang', 'label', 'default'],
  ol: ['start', 'reversed', 'type'],
  ul: ['type'],
  li: ['value'],
  td: ['colSpan', 'rowSpan', 'headers', 'scope', 'abbr'],
  th: ['colSpan', 'rowSpan', 'headers', 'scope', 'abbr'],
  col: ['span'],
  colgroup: ['span'],
  table: ['cellPadding', 'cellSpacing', 'summary', 'frame', 'rules'],
  time: ['dateTime'],
  data: ['value'],
  details: ['open'],
  dialog: ['open'],
  blockquote: ['cite'],
  q: ['cite'],
  del: ['cite', 'dateTime'],
  ins: ['cite', 'dateTime'],
  meter: ['value', 'min', 'max', 'low', 'high', 'optimum'],
  progress: ['value', 'max'],
  form: ['action', 'method', 'encType', 'acceptCharset', 'autoComplete', 'noValidate', 'target'],
  input: ['type', 'value', 'checked', 'disabled', 'readOnly', 'placeholder', 'min', 'max', 'step', 'maxLength', 'minLength', 'pattern', 'required', 'multiple', 'accept', 'autoComplete', 'list', 'form', 'formAction', 'formMethod', 'alt', 'src'],
  button: ['type', 'value', 'disabled', 'form', 'formAction', 'formMethod'],
  select: ['multiple', 'disabled', 'required', 'form'],
  option: ['value', 'selected', 'disabled', 'label'],
  optgroup: ['label', 'disabled'],
  textarea: ['rows', 'cols', 'placeholder', 'readOnly', 'disabled', 'required', 'maxLength', 'wrap', 'defaultValue'],
  label: ['htmlFor', 'form'],
  output: ['htmlFor', 'form'],
  fieldset: ['disabled', 'form'],
  font: ['size', 'face', 'color'],
  ...Object.fromEntries(SVG_ELEMENTS.map((name) => [name, SVG_ATTRIBUTES])),
};
for (const element of NAMED) ATTRIBUTES[element] = [...(ATTRIBUTES[element] ?? []), 'name'];

/**
 * The schema, in hast-util-sanitize's shape. No `ancestors` (the HTML parser has already placed table parts) and
 * no clobbering prefix (author ids are anchors that links point at); protocols where an attribute holds an
 * address: web, mail and phone links, and `data:` for images (html-safety.ts allows it only on `img`/`source`).
 */
export const DOCS_HTML_SCHEMA: Schema = {
  tagNames: [...HTML_ELEMENTS, ...SVG_ELEMENTS],
  attributes: ATTRIBUTES,
  protocols: {
    href: ['http', 'https', 'mailto', 'tel', 'ftp', 'ftps', 'irc', 'ircs', 'xmpp', 'sms', 'news'],
    xLinkHref: ['http', 'https'],
    src: ['http', 'https', 'data'],
    srcSet: ['http', 'https', 'data'],
    poster: ['http', 'https'],
    cite: ['http', 'https'],
    longDesc: ['http', 'https'],
    action: ['http', 'https'],
    formAction: ['http', 'https'],
  },
  ancestors: {},
  clobber: [],
  clobberPrefix: '',
  required: {},
  strip: [],
  allowComments: false,
  allowDoctypes: false,
};

/** Custom elements (`<my-widget>`): inert without a script that defines them, which no page can ship. */
const CUSTOM_ELEMENT = /^[a-z][a-z0-9]*-[a-z0-9-]*$/;

export type AllowlistVerdict =
  /** Kept, with `dropped` attributes taken off. */
  | { kind: 'keep'; dropped: string[] }
  /** Not on the list: the element goes, its children stay in its place. */
  | { kind: 'unwrap' };

/**
 * Holds `node` against the allowlist, taking off (in place) any attribute it does not allow. Children are not
 * looked at: the caller's walk brings each one here in turn.
 */
export function allowlist(node: Element): AllowlistVerdict {
  const custom = CUSTOM_ELEMENT.test(node.tagName);
  const properties: Properties = node.properties ?? {};
  // A custom element's attributes are its own API (read by the site's own script, if any): html-safety.ts has
  // already taken off handlers and unsafe addresses, and nothing else in them can run.
  if (custom) return { kind: 'keep', dropped: [] };
  const aria = Object.entries(properties).filter(([key]) => /^aria[A-Z]/.test(key));
  const probe: Element = { type: 'element', tagName: node.tagName, properties, children: [] };
  const clean = sanitize(probe, DOCS_HTML_SCHEMA);
  if (clean.type !== 'element') return { kind: 'unwrap' };
  const kept: Properties = { ...clean.properties, ...Object.fromEntries(aria) };
  const dropped = Object.keys(properties).filter((key) => !(key in kept));
  node.properties = kept;
  return { kind: 'keep', dropped };
}
