/**
 * `docsgen serve`: serves a built output folder over HTTP with the same URL rules a production host should
 * use, plus the search endpoint over the built index. Only starts and stops the server (and checks its options);
 * the rules live in `middlewares.ts` and `search-endpoint.ts`. Other origins get no CORS access and no HSTS is sent
 * unless the options ask for them.
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { chain } from './chain.js';
import { recoverOutputFolder } from '../emit/output-commit.js';
import { normaliseBaseUrl } from '../../core/urls.js';
import { normaliseCorsOrigin } from './cors.js';
import {
  DEFAULT_HSTS_MAX_AGE,
  mountAt,
  normaliseUrls,
  notFoundPage,
  readOnlyMethods,
  securityHeaders,
  staticFiles,
  strictTransportSecurity,
} from './middlewares.js';
import { builtIndexBackend, searchEndpoint } from './search-endpoint.js';
import { createSearchRunner } from './search-pool.js';

export interface ServeOptions extends ListenOptions {
  dir?: string;
  /** The base URL the site was built for (default `/`): it is served under that path, as it will be deployed. */
  baseUrl?: string;
  port?: number;
  host?: string;
  /**
   * Origins whose pages may read the search endpoint's answers (`https://docs.example.com`, or `*` for any). None
   * by default: the endpoint sends no `Access-Control-Allow-Origin`.
   */
  cors?: readonly string[];
  /** Send `Strict-Transport-Security` on every response: `true` for a max-age of one year, or the max-age in seconds. */
  hsts?: boolean | number;
}

export interface RunningServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

export class ServeError extends Error {
  constructor(
    message: string,
    readonly hint: string,
  ) {
    super(message);
    this.name = 'ServeError';
  }
}

export async function serve(options: ServeOptions = {}): Promise<RunningServer> {
  const dir = path.resolve(options.dir ?? 'build');
  // A build that died while it replaced the folder left the old site or the new one to put back first.
  recoverOutputFolder(dir);
  if (!existsSync(path.join(dir, 'index.html')) && !existsSync(path.join(dir, '404.html'))) {
    throw new ServeError(`There is no built site in ${dir}.`, 'Run `docsgen build` first, or pass the output folder: `docsgen serve <dir>`.');
  }
  const corsOrigins = checkedCorsOrigins(options.cors ?? []);
  const hstsMaxAge = checkedHstsMaxAge(options.hsts);
  const searches = createSearchRunner();
  const notFound = notFoundPage(dir);
  const middlewares = [
    ...(hstsMaxAge === null ? [] : [strictTransportSecurity(hstsMaxAge)]),
    securityHeaders(dir),
    normaliseUrls(),
    mountAt(normaliseBaseUrl(options.baseUrl ?? '/'), notFound),
    searchEndpoint(builtIndexBackend(dir, searches), { corsOrigins }),
    readOnlyMethods(),
    staticFiles(dir),
    notFound,
  ];
  let running: RunningServer;
  try {
    running = await listen(createServer(chain(middlewares)), options.port ?? 3000, options.host ?? '127.0.0.1', options);
  } catch (error) {
    await searches.close();
    throw error;
  }
  return { ...running, close: () => Promise.all([running.close(), searches.close()]).then(() => undefined) };
}

/** The `cors` option in the form browsers send origins in; a value that is not an origin is a ServeError. */
function checkedCorsOrigins(values: readonly string[]): string[] {
  return values.map((value) => {
    const origin = normaliseCorsOrigin(value);
    if (origin === null)
      throw new ServeError(
        `${JSON.stringify(value)} is not an origin.`,
        'Give origins as scheme and host, like `--cors https://docs.example.com,http://localhost:5173`, or `*` for any.',
      );
    return origin;
  });
}

/** The `hsts` option as a max-age in seconds, or null for no header. */
function checkedHstsMaxAge(hsts: boolean | number | undefined): number | null {
  if (hsts === undefined || hsts === false) return null;
  if (hsts === true) return DEFAULT_HSTS_MAX_AGE;
  if (!Number.isSafeInteger(hsts) || hsts < 0)
    throw new ServeError(
      `The HSTS max-age ${hsts} is not a whole number of seconds.`,
      'Pass `--hsts` for one year, or `--hsts=<seconds>`, e.g. `--hsts=86400`.',
    );
  return hsts;
}

/** CONNECT and protocol upgrades are not served: answered 405 instead of a dropped connection. */
function refuseTunnels(server: Server): void {
  const refuse = (_req: unknown, socket: Duplex) => {
    socket.on('error', () => undefined);
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
  };
  server.on('connect', refuse);
  server.on('upgrade', refuse);
}

/** How many ports after a busy one are tried before giving up. */
const PORT_ATTEMPTS = 20;

function listenOnce(server: Server, port: number, host: string): Promise<'ok' | 'busy'> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.removeListener('listening', onListening);
      if (error.code === 'EADDRINUSE') resolve('busy');
      else reject(error);
    };
    const onListening = () => {
      server.removeListener('error', onError);
      resolve('ok');
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

export interface ListenOptions {
  /** Fail when the port is in use instead of moving to the next free one. */
  strictPort?: boolean;
  /** Told when a busy port made the server move to another. */
  onPortMoved?: (wanted: number, used: number) => void;
}

/**
 * Starts listening. A port in use moves the server to the next free port (and says so through `onPortMoved`),
 * unless `strictPort` is set: then it is a ServeError that suggests another port.
 */
export async function listen(server: Server, port: number, host: string, options: ListenOptions = {}): Promise<RunningServer> {
  refuseTunnels(server);
  const attempts = options.strictPort || port === 0 ? 1 : PORT_ATTEMPTS;
  let used = -1;
  for (let candidate = port; candidate < port + attempts && candidate <= 65535; candidate++) {
    if ((await listenOnce(server, candidate, host)) === 'ok') {
      used = candidate;
      break;
    }
  }
  if (used === -1) {
    throw options.strictPort
      ? new ServeError(
          `Port ${port} on ${host} is already in use.`,
          `Stop the other server or pick another port, e.g. \`--port ${port + 1}\`, or leave out --strictPort to use the next free port.`,
        )
      : new ServeError(
          `Ports ${port} to ${port + attempts - 1} on ${host} are all in use.`,
          'Stop some of the other servers, or pick a port far from these with `--port`.',
        );
  }
  if (used !== port) options.onPortMoved?.(port, used);
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
