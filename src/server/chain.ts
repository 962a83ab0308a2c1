/**
 * Runs a server's middlewares in order, so that no request can end the process: a middleware that throws or
 * rejects answers 500 and logs one line. Knows nothing about what the middlewares serve.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export type Next = () => void;
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void | Promise<void>;

/** Answers a plain-text status; used where nothing better can be said (400, 500). */
export function plainStatus(res: ServerResponse, status: number, text: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store' });
  res.end(text);
}

/** Logs one line for a request that failed inside the server. */
function logFailure(req: IncomingMessage, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`docsgen: 500 for ${req.method ?? '?'} ${JSON.stringify(req.url ?? '')}: ${reason}`);
}

/** Runs middlewares in order; each calls `next()` to pass the request on. Errors become a 500, never a crash. */
export function chain(middlewares: Middleware[]): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const fail = (error: unknown) => {
      logFailure(req, error);
      plainStatus(res, 500, 'Internal server error.');
    };
    let index = 0;
    const next = () => {
      const middleware = middlewares[index++];
      if (!middleware) return;
      try {
        const pending = middleware(req, res, next);
        if (pending) pending.catch(fail);
      } catch (error) {
        fail(error);
      }
    };
    next();
  };
}
