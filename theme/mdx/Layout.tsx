/**
 * `@theme/Layout`: what a Docusaurus page wraps itself in. docsgen draws the navbar and footer around every page
 * already, so here it only hands its `title`, `description`, `keywords` and `image` to the page's head (through
 * `PageMetadata`, as Docusaurus' Layout does: the title is the page's own, joined to the site's as on any page) and
 * wraps its children in the page's wrapper, with `wrapperClassName`. Renders no chrome; no Node or DOM code.
 */
import type { ReactNode } from 'react';
import { PageMetadata } from './theme-common.js';

export interface LayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  wrapperClassName?: string;
  /** Docusaurus' flag for its own footer, which docsgen draws by itself: accepted and not used. */
  noFooter?: boolean;
  image?: string;
  keywords?: string | string[];
}

export default function Layout({ children, title, description, keywords, image, wrapperClassName }: LayoutProps) {
  return (
    <>
      {title || description || keywords || image ? <PageMetadata title={title} description={description} keywords={keywords} image={image} /> : null}
      <div className={wrapperClassName ? `page-wrapper ${wrapperClassName}` : 'page-wrapper'}>{children}</div>
    </>
  );
}
