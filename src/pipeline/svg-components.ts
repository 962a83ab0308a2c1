/**
 * SVG files that the site's code and MDX pages import, as Docusaurus gives them (its SVGR loader): the default
 * export is a React component drawing the SVG inline (`<Logo className="logo" role="img" title="Keel" />`, its
 * props on the `<svg>` element, `title` as its `<title>`), so a typical Docusaurus landing page's features render
 * their pictures. The same value still works where a URL is wanted (`<img src={require('./a.svg').default} />`,
 * docsgen's behaviour before): it turns into the file's URL as a string, and `url` is exported too. CSS that
 * references an SVG (`url(./a.svg)`) gets the URL, untouched. Reads the SVG files; writes nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { reactStyle } from '../util/react-style.js';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import { unsafeLinkScheme } from '../markdown/links.js';

/** Marks an SVG import that becomes a component, and the import inside that component's module that gives its URL. */
const COMPONENT = '?docsgen-svg-component';
const URL_ONLY = '?docsgen-svg-url';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) =>
    name.startsWith('#x') || name.startsWith('#X')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name] ?? whole),
  );

/** An SVG attribute as React names it: `class` → `className`, `stroke-width` → `strokeWidth`; aria and data attributes stay. */
function reactName(attribute: string): string | null {
  if (attribute.includes(':')) return null; // xmlns:xlink, xml:space: namespaces the HTML parser knows without them
  if (attribute === 'class') return 'className';
  if (/^(aria|data)-/.test(attribute)) return attribute;
  return attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** The root `<svg>` element's attributes as React props, and the markup inside it; null when the file holds no `<svg>`. */
export function svgParts(text: string): { props: Record<string, unknown>; inner: string } | null {
  // What comes before the root element: the XML declaration, a doctype (an old editor's may hold entity declarations
  // in brackets), comments.
  const body = text.replace(/^(?:\s*(?:<\?xml[\s\S]*?\?>|<!DOCTYPE(?:[^>[]|\[[\s\S]*?\])*>|<!--[\s\S]*?-->))*/i, '');
  const open = /<svg\b([^>]*?)(\/?)>/i.exec(body);
  if (!open) return null;
  const close = body.lastIndexOf('</svg>');
  const inner = open[2] === '/' ? '' : body.slice(open.index + open[0].length, close > open.index ? close : undefined);
  const props: Record<string, unknown> = {};
  for (const [, name, doubleQuoted, singleQuoted] of open[1]!.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'))?/g)) {
    const key = reactName(name!);
    if (!key) continue;
    const value = decode(doubleQuoted ?? singleQuoted ?? '');
    if (key === 'style') props.style = reactStyle(value);
    else props[key] = value;
  }
  return { props, inner: inner.trim() };
}

/** The module of an SVG component: props and markup as data, the URL from the file itself. */
function componentModule(file: string, text: string): string {
  const parts = svgParts(text) ?? { props: {}, inner: '' };
  return [
    "import { createElement, forwardRef } from 'react';",
    `import url from ${JSON.stringify(file + URL_ONLY)};`,
    `const props = ${JSON.stringify(parts.props)};`,
    `const inner = ${JSON.stringify(parts.inner)};`,
    "const escape = (text) => String(text).replace(/[&<>\"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '\"': '&quot;' })[c]);",
    'const Svg = forwardRef(function Svg({ title, titleId, children: _children, ...given }, ref) {',
    "  const heading = title == null ? '' : `<title${titleId ? ` id=\"${escape(titleId)}\"` : ''}>${escape(title)}</title>`;",
    "  return createElement('svg', { ...props, ...(titleId ? { 'aria-labelledby': titleId } : {}), ...given, ref, dangerouslySetInnerHTML: { __html: heading + inner } });",
    '});',
    "// Where a URL is wanted (`<img src={…}>`), the component reads as the file's URL.",
    'Svg.toString = () => url;',
    'export default Svg;',
    'export const ReactComponent = Svg;',
    'export { url };',
  ].join('\n');
}

/** Elements that run code or hold a page of their own inside an SVG drawn in the page. */
const RUNNING_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener']);
/** Elements that may set an attribute (an animation of `href` to a `javascript:` address). */
const SETTING_ELEMENTS = new Set(['animate', 'set', 'animatetransform', 'animatemotion']);

/**
 * What in an SVG would run in the page once it is drawn inline (a `<script>`, an `onload`, a `javascript:` link, an
 * animation that sets one), described for the error; empty when nothing does. Only the file's markup is read.
 */
export function runningSvgParts(text: string): string[] {
  const found = new Set<string>();
  visit(fromHtml(text, { fragment: true }), 'element', (node) => {
    const tag = node.tagName.toLowerCase();
    if (RUNNING_ELEMENTS.has(tag)) found.add(`a \`<${node.tagName}>\` element`);
    for (const [name, value] of Object.entries(node.properties ?? {})) {
      const written = String(Array.isArray(value) ? value.join(' ') : value);
      if (/^on/i.test(name)) found.add(`an \`${name.toLowerCase()}\` attribute`);
      else if (/href$/i.test(name) && unsafeLinkScheme(written)) found.add(`a \`${unsafeLinkScheme(written)}:\` address`);
      else if (SETTING_ELEMENTS.has(tag) && /^attributeName$/i.test(name) && /^(xlink:)?href$|^on/i.test(written)) found.add(`an animation of \`${written}\``);
    }
  });
  return [...found];
}

/** The plugin: SVGs imported from code (not from CSS) become components; their URL is loaded as before. */
export function svgComponents(): Plugin {
  return {
    name: 'docsgen-svg-components',
    setup(build) {
      build.onResolve({ filter: /\.svg$/i }, async (args) => {
        // Skipped inside another plugin's own resolve (it passes its marker as pluginData, as this one does), which
        // would otherwise call this one again, and it that one, without end.
        if (args.pluginData !== undefined || !['import-statement', 'require-call', 'dynamic-import'].includes(args.kind)) return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: COMPONENT });
        if (resolved.errors.length || resolved.external || resolved.namespace !== 'file') return undefined;
        return { path: resolved.path, suffix: COMPONENT };
      });
      // The file itself, loaded as any image is (inlined when small, else a hashed file), with no suffix in its URL.
      build.onResolve({ filter: /\?docsgen-svg-url$/ }, (args) => ({ path: args.path.slice(0, -URL_ONLY.length) }));
      build.onLoad({ filter: /\.svg$/i }, (args) => {
        if (args.suffix !== COMPONENT) return undefined;
        const text = readFileSync(args.path, 'utf8');
        // Drawn inline, an SVG's markup is the page's: what would run there is refused, as in Markdown.
        const running = runningSvgParts(text);
        if (running.length)
          return {
            errors: [
              {
                text: `The SVG ${path.basename(args.path)} holds ${running.join(', ')}, which would run in the page once drawn inline; docsgen refuses it. Remove it from the file (or show the file with <img src>, where a browser runs none of it).`,
              },
            ],
          };
        return { contents: componentModule(args.path, text), loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}
