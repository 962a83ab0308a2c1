/**
 * `@theme/Layout`: what a Docusaurus page wraps itself in. docsgen draws the navbar and footer around every page
 * already, so here it only hands its `title` and `description` to the page's head (through `<Head>`: the title is
 * the page's own, joined to the site's as on any page) and wraps its children in the page's wrapper, with
 * `wrapperClassName`. Renders no chrome; no Node or DOM code.
 */
import type { ReactNode } from 'react';
import Head from './Head.js';

export interface LayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  wrapperClassName?: string;
  /** Docusaurus' flags for its own chrome, which docsgen draws by itself: accepted and not used. */
  noFooter?: boolean;
  image?: string;
  keywords?: string | string[];
}

export default function Layout({ children, title, description, wrapperClassName }: LayoutProps) {
  const meta = title || description;
  return (
    <>
      {meta ? (
        <Head>
          {title ? <title data-page-title="">{title}</title> : null}
          {description ? <meta name="description" content={description} /> : null}
        </Head>
      ) : null}
      <div className={wrapperClassName ? `page-wrapper ${wrapperClassName}` : 'page-wrapper'}>{children}</div>
    </>
  );
}
