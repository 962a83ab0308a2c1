/**
 * `@docusaurus/useBaseUrl`: prefixes a site path with the base URL from the MDX context. External URLs,
 * anchors and paths that already carry the base URL come back unchanged. No Node or DOM code.
 */
import { useContext } from 'react';
import { isExternalUrl, joinUrlPath, withTrailingSlash } from '../../core/urls.js';
import { MdxContext } from './context.js';

export interface BaseUrlOptions {
  /** Also prefix the origin: kept for API compatibility; docsgen has no origin at render time, so it is ignored. */
  absolute?: boolean;
  forcePrependBaseUrl?: boolean;
}

/** Joins `url` to `baseUrl` (which ends with `/`), adding the base only once. */
export function withBaseUrl(baseUrl: string, url: string, options: BaseUrlOptions = {}): string {
  if (!url || url.startsWith('#') || isExternalUrl(url)) return url;
  const base = withTrailingSlash(baseUrl);
  if (!options.forcePrependBaseUrl && base !== '/' && (url.startsWith(base) || `${url}/` === base)) return url;
  if (!url.startsWith('/')) return url; // relative: the browser resolves it from the page
  return joinUrlPath(base, url);
}

export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: BaseUrlOptions) => string } {
  const { baseUrl } = useContext(MdxContext);
  return { withBaseUrl: (url, options) => withBaseUrl(baseUrl, url, options) };
}

export default function useBaseUrl(url: string, options: BaseUrlOptions = {}): string {
  return useBaseUrlUtils().withBaseUrl(url, options);
}
