/**
 * `@docusaurus/Link`: an `<a>` whose internal target (`to` or `href`) gets the base URL once; external links
 * open as plain links (in a new tab with `rel="noopener noreferrer"`, as Docusaurus does). Server-rendered;
 * the client router picks up internal links by itself.
 */
import type { ComponentProps } from 'react';
import { escapedPathname, isExternalUrl } from '../../core/urls.js';
import { useBaseUrlUtils } from './useBaseUrl.js';

export interface LinkProps extends ComponentProps<'a'> {
  to?: string;
  /** Docusaurus' escape hatch: leave the URL as written. */
  autoAddBaseUrl?: boolean;
  isNavLink?: boolean;
  activeClassName?: string;
}

export default function Link({ to, href, autoAddBaseUrl = true, isNavLink: _nav, activeClassName: _active, ...rest }: LinkProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  // No address: an anchor to link to (`<Link id="ast-bigint" />`), as Docusaurus' Link renders it.
  if (to === undefined && href === undefined) return <a {...rest} />;
  const target = to ?? href ?? '';
  // `pathname:///api/`: a path of this host that is no page of the site, with the base URL.
  const escaped = escapedPathname(target);
  if (escaped !== null) return <a href={autoAddBaseUrl ? withBaseUrl(escaped) : escaped} {...rest} />;
  if (isExternalUrl(target)) {
    const opensTab = /^https?:|^\/\//i.test(target);
    return <a href={target} {...(opensTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest} />;
  }
  return <a href={autoAddBaseUrl ? withBaseUrl(target) : target} {...rest} />;
}
