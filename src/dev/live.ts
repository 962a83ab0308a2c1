/**
 * Server-sent events for open browsers: the dev server broadcasts what changed (a page, the styles, everything),
 * the current problems and how far the background check is, and replays the problems and the check's progress
 * to a browser that connects while they stand. Only pages of the dev server's own origin may listen: a request
 * with another Origin is refused, since the problems quote drafts and file paths.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CheckProgress, LiveMessage } from '../../core/dev-protocol.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import { plainStatus } from '../server/chain.js';
import { isSameOrigin } from '../server/host-check.js';

export class LiveChannel {
  private readonly clients = new Set<ServerResponse>();
  private problems: Diagnostic[] = [];
  private progress: CheckProgress = { checked: 0, total: 0 };

  /** `strict`: dev runs with `--strict` (browsers word the problems accordingly). */
  constructor(private readonly strict = false) {}

  connect(req: IncomingMessage, res: ServerResponse): void {
    if (!isSameOrigin(req.headers.origin, req.headers.host)) {
      return plainStatus(res, 403, 'Blocked request: only pages of this dev server may listen to its updates.\n');
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    res.write('retry: 500\n\n');
    this.clients.add(res);
    if (this.problems.length) this.sendTo(res, { type: 'problems', diagnostics: this.problems, strict: this.strict });
    if (this.progress.total > 0) this.sendTo(res, { type: 'progress', ...this.progress });
    req.on('close', () => this.clients.delete(res));
  }

  /**
   * Records the current errors (listed in the overlay) and the warnings about a link in a page (marked in the page,
   * as the broken links among the errors are), and tells every browser.
   */
  setProblems(diagnostics: Diagnostic[]): void {
    const errors = diagnostics.filter((d) => d.severity === 'error' || d.link);
    const hadProblems = this.problems.length > 0;
    this.problems = errors;
    if (errors.length) this.broadcast({ type: 'problems', diagnostics: errors, strict: this.strict });
    else if (hadProblems) this.broadcast({ type: 'ok' });
  }

  /** Records how far the background check is and tells every browser (its end too, once). */
  setProgress(progress: CheckProgress): void {
    const same = progress.checked === this.progress.checked && progress.total === this.progress.total;
    this.progress = { checked: progress.checked, total: progress.total };
    if (!same) this.broadcast({ type: 'progress', ...this.progress });
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
