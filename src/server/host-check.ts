/**
 * Decides whether a request to `docsgen dev` names the server itself: whether its Host header is one the server
 * answers to (defence against DNS rebinding, modelled on Vite's `server.allowedHosts`), and whether its Origin header,
 * when it has one, is the server's own origin. Pure decisions on header values: it never touches a request or a
 * response, and it must not grow into an allow-everything switch.
 *
 * Allowed hosts: the name the server is bound to (as given, so the URL dev prints always works), `localhost`, any
 * 127.0.0.0/8 address, `[::1]`, and the names given with `--allowed-hosts` (a name with a leading dot, `.example.com`,
 * also allows its subdomains, as in Vite). Bound to every interface (`0.0.0.0`, `::`), the machine's own addresses
 * are not known in advance and may change (DHCP, VPNs): they are not guessed. Such a server answers loopback, the
 * bound name and the names listed, so reaching it from another device means listing the address or name it is
 * reached by (`--allowed-hosts 192.168.1.20`); the 403 says so.
 */
import { BlockList, isIPv6 } from 'node:net';

export interface HostPolicy {
  /** The host the server is bound to (`127.0.0.1`, `localhost`, `0.0.0.0`, `::`…). */
  boundHost: string;
  /** Further names, as given to `--allowed-hosts`: `docs.test`, `192.168.1.20`, `.example.com` (and subdomains). */
  allowedHosts?: readonly string[];
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** A host name or IP address with an optional port, nothing else: no user info, path or spaces. */
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9._-]+)(?::\d{1,5})?$/i;
/** What `--allowed-hosts` takes: a name or IPv4 address, an IPv6 address (bracketed or not), or `.domain`. */
const HOST_NAME = /^(\.?[a-z0-9_-]+(?:\.[a-z0-9_-]+)*|\[?[0-9a-f:.]+\]?)$/i;

/** The WHATWG URL form of a host name (lower case, IPv4 in dotted decimal, IPv6 compressed in brackets), or null. */
function canonicalHostname(name: string): string | null {
  try {
    return new URL(`http://${name}`).hostname;
  } catch {
    return null;
  }
}

/** The host name of a Host header, without its port, in canonical form; null when the header is missing or malformed. */
export function hostnameOf(hostHeader: string | undefined): string | null {
  const match = hostHeader ? HOST_HEADER.exec(hostHeader) : null;
  return match ? canonicalHostname(match[1]!) : null;
}

function isLoopback(hostname: string): boolean {
  if (hostname === 'localhost') return true;
  if (hostname.startsWith('[')) return LOOPBACK.check(hostname.slice(1, -1), 'ipv6');
  return /^\d+\.\d+\.\d+\.\d+$/.test(hostname) && LOOPBACK.check(hostname, 'ipv4');
}

/** An entry of `--allowed-hosts` in canonical form (`.example.com` keeps its dot), or null when it is not a host name. */
export function normaliseAllowedHost(entry: string): string | null {
  const trimmed = entry.trim();
  if (!HOST_NAME.test(trimmed)) return null;
  const subdomains = trimmed.startsWith('.');
  const name = subdomains ? trimmed.slice(1) : isIPv6(trimmed) ? `[${trimmed}]` : trimmed;
  const canonical = canonicalHostname(name);
  return canonical ? (subdomains ? `.${canonical}` : canonical) : null;
}

function matchesEntry(hostname: string, entry: string): boolean {
  if (!entry.startsWith('.')) return hostname === entry;
  return hostname === entry.slice(1) || hostname.endsWith(entry);
}

/**
 * The test for Host headers under `policy` (see the header comment for the names allowed). Entries of `allowedHosts`
 * that are not host names allow nothing; `normaliseAllowedHost` tells callers which those are.
 */
export function hostChecker(policy: HostPolicy): (hostHeader: string | undefined) => boolean {
  const bound = normaliseAllowedHost(policy.boundHost);
  const entries = [...(bound && !bound.startsWith('.') ? [bound] : []), ...(policy.allowedHosts ?? []).map(normaliseAllowedHost)].filter(
    (e): e is string => e !== null,
  );
  return (hostHeader) => {
    const hostname = hostnameOf(hostHeader);
    return hostname !== null && (isLoopback(hostname) || entries.some((entry) => matchesEntry(hostname, entry)));
  };
}

/**
 * Whether a request's Origin header (sent by browsers on cross-origin requests) is the origin its Host header names.
 * No Origin header is same-origin: a browser leaves it out of same-origin GETs, and other clients are not pages.
 * `null` (sandboxed frames, files) and anything that does not parse are not.
 */
export function isSameOrigin(originHeader: string | undefined, hostHeader: string | undefined): boolean {
  if (originHeader === undefined) return true;
  let origin: URL;
  try {
    origin = new URL(originHeader);
  } catch {
    return false;
  }
  if (origin.protocol !== 'http:' && origin.protocol !== 'https:') return false;
  if (!hostHeader || !HOST_HEADER.test(hostHeader)) return false;
  // Compared as URLs compare them, so `localhost:80` in Host equals `http://localhost`.
  let host: string;
  try {
    host = new URL(`${origin.protocol}//${hostHeader}`).host;
  } catch {
    return false;
  }
  return origin.host === host;
}

/** The 403 text for a Host that is not allowed: which host, and how to allow it. */
export function hostNotAllowedMessage(hostHeader: string | undefined): string {
  const hostname = hostnameOf(hostHeader);
  if (!hostname) return 'Blocked request: it has no valid Host header.\n';
  return (
    `Blocked request: this server does not answer to the host "${hostname}".\n` +
    `To allow it, restart with \`docsgen dev --allowed-hosts ${hostname}\` (or pass allowedHosts: ['${hostname}'] to dev()).\n`
  );
}
