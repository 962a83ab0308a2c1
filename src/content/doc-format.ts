/**
 * Whether a doc is read as MDX or as Markdown: its `format` (or Docusaurus' `mdx.format`) front matter, else the
 * site's `markdown.format` (`detect`: by extension, `.mdx` only; `mdx`: every page; `md`: none). Pure.
 */
import type { FrontMatter } from './front-matter.js';

export type DocFormat = 'md' | 'mdx';

export function docFormat(sourcePath: string, frontMatter: Pick<FrontMatter, 'format' | 'mdx'>, siteFormat: 'detect' | 'mdx' | 'md'): DocFormat {
  const chosen = frontMatter.format ?? frontMatter.mdx?.format;
  if (chosen) return chosen;
  if (siteFormat === 'detect') return /\.mdx$/i.test(sourcePath) ? 'mdx' : 'md';
  return siteFormat;
}
