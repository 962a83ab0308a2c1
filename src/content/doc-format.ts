/**
 * Whether a doc is read as MDX or as Markdown: its `format` (or Docusaurus' `mdx.format`) front matter, else the
 * site's `markdown.format` (`detect`: by extension, `.mdx` only; `mdx`: every page; `md`: none). A page may lower
 * itself to Markdown but never raise itself above the site: under `md` a page asking for MDX stays Markdown
 * (`formatRaised` tells the caller to report it). Pure.
 */
import type { FrontMatter } from './front-matter.js';

export type DocFormat = 'md' | 'mdx';

export function docFormat(sourcePath: string, frontMatter: Pick<FrontMatter, 'format' | 'mdx'>, siteFormat: 'detect' | 'mdx' | 'md'): DocFormat {
  const chosen = frontMatter.format ?? frontMatter.mdx?.format;
  if (chosen === 'mdx' && siteFormat === 'md') return 'md';
  if (chosen) return chosen;
  if (siteFormat === 'detect') return /\.mdx$/i.test(sourcePath) ? 'mdx' : 'md';
  return siteFormat;
}

/** True when the page's front matter asks for MDX on a site that reads every page as Markdown (refused). */
export function formatRaised(frontMatter: Pick<FrontMatter, 'format' | 'mdx'>, siteFormat: 'detect' | 'mdx' | 'md'): boolean {
  return siteFormat === 'md' && (frontMatter.format ?? frontMatter.mdx?.format) === 'mdx';
}
