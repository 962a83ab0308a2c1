/**
 * Server-sent events for open browsers: the dev server broadcasts what changed (a page, the styles, everything)
 * and the current problems, and replays the problems to a browser that connects while they stand.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LiveMessage } from '../../core/dev-protocol.js';
import type { Diagnostic } from '../../core/diagnostics.js';

export class LiveChannel {
  private readonly clients = new Set<ServerResponse>();
  private problems: Diagnostic[] = [];

  connect(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    res.write('retry: 500\n\n');
    this.clients.add(res);
    if (this.problems.length) this.sendTo(res, { type: 'problems', diagnostics: this.problems });
    req.on('close', () => this.clients.delete(res));
  }

  /** Records the current errors (shown as an overlay) and tells every browser. */
  setProblems(diagnostics: Diagnostic[]): void {
    const errors = diagnostics.filter((d) => d.severity === 'error');
    const hadProblems = this.problems.length > 0;
    this.problems = errors;
    if (errors.length) this.broadcast({ type: 'problems', diagnostics: errors });
    else if (hadProblems) this.broadcast({ type: 'ok' });
  }

  broadcast(message: LiveMessage): void {
    for (const client of this.clients) this.sendTo(client, message);
  }

  close(): void {
    for (const client of this.clients) client.end();
    this.clients.clear();
  }

  private sendTo(res: ServerResponse, message: LiveMessage): void {
    res.write(`data: ${JSON.stringify(message)}\n\n`);
  }
}
