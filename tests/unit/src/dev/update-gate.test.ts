/**
 * The gate dev's background pass waits at: held while an update is worked out or a noted change waits for its
 * update, let go when the update ends or a tentative change expires, and never holding anyone once closed.
 */
import { describe, expect, it } from 'vitest';
import { UpdateGate } from '../../../../src/dev/update-gate.js';

/** Whether `promise` has settled once pending callbacks and timers up to `ms` have run. */
async function settledWithin(promise: Promise<unknown>, ms = 0): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, ms));
  return settled;
}

describe('UpdateGate', () => {
  it('holds the pass while an update runs and lets it go when the update ends', async () => {
    const gate = new UpdateGate(0);
    let finish!: () => void;
    const update = gate.during(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(gate.busy).toBe(true);
    const waiting = gate.whileBusy();
    expect(await settledWithin(waiting)).toBe(false);
    finish();
    await update;
    expect(gate.busy).toBe(false);
    expect(await settledWithin(waiting)).toBe(true);
  });

  it('holds the pass from a noted change to its update, and a tentative change only until it expires', async () => {
    const gate = new UpdateGate(0);
    gate.noteChange();
    expect(await settledWithin(gate.whileBusy(), 20)).toBe(false);
    await gate.during(async () => {});
    expect(gate.busy).toBe(false);
    gate.noteChange(10);
    expect(gate.busy).toBe(true);
    expect(await settledWithin(gate.whileBusy(), 200)).toBe(true);
  });

  it('keeps a change noted for good when a tentative one follows', async () => {
    const gate = new UpdateGate(0);
    gate.noteChange();
    gate.noteChange(5);
    expect(await settledWithin(gate.whileBusy(), 100)).toBe(false);
    gate.close();
  });

  it('waits for a quiet moment after an update, and not at all before any', async () => {
    const gate = new UpdateGate(60_000);
    expect(await settledWithin(gate.quietAfterUpdates())).toBe(true);
    await gate.during(async () => {});
    const quiet = gate.quietAfterUpdates();
    expect(await settledWithin(quiet, 100)).toBe(false);
    gate.close();
    expect(await settledWithin(quiet, 100)).toBe(true);
  });

  it('lets every waiter go once closed, though a change is still noted', async () => {
    const gate = new UpdateGate(0);
    gate.noteChange();
    const waiting = gate.whileBusy();
    gate.close();
    expect(await settledWithin(waiting)).toBe(true);
  });
});
