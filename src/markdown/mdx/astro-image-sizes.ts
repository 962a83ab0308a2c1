/**
 * The size of an image an MDX page draws with Astro's `<Image>` or `<Picture>` (`astro:assets`), as Astro takes it
 * from the imported image's metadata: `<Image src={logo} />`, `logo` being `import logo from './logo.png'`, gets the
 * file's `width` and `height`; one of them written gives the other by the image's proportions; both written stay.
 * Other `src` values (a URL, an expression) are left alone. Reads the file's facts through the page's file lookup
 * (recorded for the render cache as any image's); renders nothing and reports nothing (a missing file is the
 * bundler's error at the import).
 */
import path from 'node:path';
import type { Root } from 'hast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { contextOf, OUTSIDE_SITE, type MarkdownFileContext } from '../context.js';
import { aliasedPath } from '../path-aliases.js';

/** Image files whose import Astro gives as metadata with a size. */
const IMAGE_IMPORT = /\.(png|jpe?g|gif|webp|avif|svg)$/i;

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface JsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: JsxAttribute[];
}

interface ImportStatement {
  type: string;
  source?: { value?: unknown };
  specifiers?: Array<{ type: string; local: { name: string }; imported?: { name?: string } }>;
}

/** The page's image imports (local name → address as written) and its local names of Astro's `Image` and `Picture`. */
function importsOf(tree: Root): { images: Map<string, string>; components: Set<string> } {
  const images = new Map<string, string>();
  const components = new Set<string>();
  visit(tree, 'mdxjsEsm', (node) => {
    const body = ((node.data as { estree?: { body?: ImportStatement[] } } | undefined)?.estree?.body ?? []) as ImportStatement[];
    for (const statement of body) {
      const source = statement.source?.value;
      if (statement.type !== 'ImportDeclaration' || typeof source !== 'string') continue;
      for (const specifier of statement.specifiers ?? []) {
        if (source === 'astro:assets' && specifier.type === 'ImportSpecifier' && ['Image', 'Picture'].includes(specifier.imported?.name ?? '')) {
          components.add(specifier.local.name);
        } else if (IMAGE_IMPORT.test(source) && specifier.type === 'ImportDefaultSpecifier') {
          images.set(specifier.local.name, source);
        }
      }
    }
  });
  return { images, components };
}

/** The imported file's intrinsic size, when it is a file of the site whose size is known. */
function sizeOf(ctx: MarkdownFileContext, source: string): { width: number; height: number } | null {
  if (!ctx.files) return null;
  const sitePath =
    aliasedPath(source, { '@site/': '', ...ctx.site.pathAliases }) ??
    (source.startsWith('.') ? path.posix.normalize(path.posix.join(path.posix.dirname(ctx.file), source)) : null);
  if (sitePath === null || sitePath === '..' || sitePath.startsWith('../')) return null;
  const facts = ctx.files.read(sitePath);
  return facts && facts !== OUTSIDE_SITE && facts.width && facts.height ? { width: facts.width, height: facts.height } : null;
}

/** A literal number attribute (`width="200"` or `width={200}`), or null when it is not written or not one. */
function numberAttribute(attribute: JsxAttribute | undefined): number | null {
  const value = attribute?.value;
  const text = typeof value === 'string' ? value : (value as { value?: unknown } | undefined)?.value;
  const number = typeof text === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(text) ? Number(text) : null;
  return number && number > 0 ? number : null;
}

export function rehypeAstroImageSizes() {
  return (tree: Root, file: VFile) => {
    const ctx = contextOf(file);
    const { images, components } = importsOf(tree);
    if (!images.size || !components.size) return;
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const jsx = node as unknown as JsxElement;
      if (!jsx.name || !components.has(jsx.name)) return;
      const find = (name: string) => jsx.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
      const src = find('src')?.value as { type?: string; value?: unknown } | undefined;
      const source = src?.type === 'mdxJsxAttributeValueExpression' && typeof src.value === 'string' ? images.get(src.value.trim()) : undefined;
      if (source === undefined) return;
      const widthAttribute = find('width');
      const heightAttribute = find('height');
      if (widthAttribute && heightAttribute) return;
      const size = sizeOf(ctx, source);
      if (!size) return;
      const width = numberAttribute(widthAttribute);
      const height = numberAttribute(heightAttribute);
      // A side written as an expression (`width={size}`) is the author's: the other cannot be told from it.
      if ((widthAttribute && width === null) || (heightAttribute && height === null)) return;
      // As Astro infers a missing side: the image's proportions kept.
      const [w, h] =
        width !== null
          ? [width, Math.round((width * size.height) / size.width)]
          : height !== null
            ? [Math.round((height * size.width) / size.height), height]
            : [size.width, size.height];
      if (!widthAttribute) jsx.attributes.push({ type: 'mdxJsxAttribute', name: 'width', value: String(w) });
      if (!heightAttribute) jsx.attributes.push({ type: 'mdxJsxAttribute', name: 'height', value: String(h) });
    });
  };
}
