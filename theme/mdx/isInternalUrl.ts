/**
 * `@docusaurus/isInternalUrl`: whether a URL points inside the site (no protocol, not protocol-relative), and
 * `hasProtocol`. No Node or DOM code.
 */
export function hasProtocol(url: string): boolean {
  return /^(?:\w*:|\/\/)/.test(url);
}

export default function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url);
}
