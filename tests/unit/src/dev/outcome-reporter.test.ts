import { describe, expect, it } from 'vitest';
import { LiveChannel } from '../../../../src/dev/live.js';
import { OutcomeReporter } from '../../../../src/dev/outcome-reporter.js';
import type { UpdateOutcome } from '../../../../src/dev/update-outcome.js';
import type { Diagnostic } from '../../../../src/diagnostics/diagnostic.js';

const warning: Diagnostic = { code: 'x', severity: 'warning', message: 'a warning', file: 'docs/a.md' } as Diagnostic;
const outcome = (summary: string, diagnostics: Diagnostic[] = []): UpdateOutcome => ({ ok: true, diagnostics, action: { type: 'none' }, summary });

describe("dev's outcomes, in the order a writer reads them", () => {
  it('holds what the background pass finds until the start has been reported, then reports it after the start', () => {
    const seen: string[] = [];
    const reporter = new OutcomeReporter(new LiveChannel(), (o) => seen.push(o.summary));
    reporter.report(outcome('checked early', [warning]));
    expect(seen).toEqual([]);
    reporter.begin(outcome('started'));
    expect(seen).toEqual(['started', 'checked early']);
  });

  it("reports the check after a one-page edit only when it finds something the edit's own outcome did not say", async () => {
    const seen: string[] = [];
    const reporter = new OutcomeReporter(new LiveChannel(), (o) => seen.push(o.summary));
    reporter.begin(outcome('started'));
    reporter.report(outcome('a.md changed', [warning]));
    reporter.checked(outcome('all pages checked', [warning]));
    await reporter.drained();
    expect(seen).toEqual(['started', 'a.md changed']);
    reporter.checked(outcome('all pages checked again'));
    await reporter.drained();
    expect(seen).toEqual(['started', 'a.md changed', 'all pages checked again']);
  });

  it('reports the check whenever the pass rendered pages since, even with the same problems', async () => {
    const seen: string[] = [];
    const reporter = new OutcomeReporter(new LiveChannel(), (o) => seen.push(o.summary));
    reporter.begin(outcome('started', [warning]));
    reporter.progress({ checked: 1, total: 3 });
    reporter.checked(outcome('all 3 pages checked', [warning]));
    await reporter.drained();
    expect(seen).toEqual(['started', 'all 3 pages checked']);
  });

  it('runs updates one after another, and the check after the update queued before it', async () => {
    const order: string[] = [];
    const reporter = new OutcomeReporter(new LiveChannel(), (o) => order.push(o.summary));
    reporter.begin(outcome('started'));
    let release!: () => void;
    void reporter.serial(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      order.push('update applied');
    });
    reporter.progress({ checked: 1, total: 2 });
    reporter.checked(outcome('all pages checked'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual(['started']);
    release();
    await reporter.drained();
    expect(order).toEqual(['started', 'update applied', 'all pages checked']);
  });
});
