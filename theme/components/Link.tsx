/**
 * The one way the theme renders a link. Site-absolute hrefs (`/guide/cycles`, as route data and the config hold
 * them) get the site's base URL; external ones are left as written and open without an opener. Must not decide
 * anything else about a link (styling and labels are the caller's).
 */
import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { leavesSite, withBase, type Href, type SitePath } from '../../core/urls.js';

/** The site's base URL, provided once by App. */
export const BaseUrlContext = createContext('/');

/** The href a site path (or an external URL, kept as written) ends up as on this site. */
export function useHref(href: SitePath): Href {
  return withBase(useContext(BaseUrlContext), href);
}

/** `href`: a site path, as route data holds it (the base URL is added here), or an external URL. */
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: SitePath; children?: ReactNode };

export function Link({ href, className, children, ...rest }: LinkProps) {
  const resolved = useHref(href);
  const external = leavesSite(href);
  return (
    <a className={className} href={resolved} {...(external ? { rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
