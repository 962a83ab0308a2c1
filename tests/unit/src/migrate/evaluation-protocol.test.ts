/**
 * What crosses between the CLI and the child that runs a config: markers survive the structured clone as
 * `Opaque`, plain data as it is, and a reply the parent did not expect (a forged one, sent through the real
 * process the config can reach) is rebuilt as plain data or refused, never trusted as it is.
 */
import { deserialize, serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { EvaluateError, fromTransport, Opaque, readReply, toTransport } from '../../../../src/migrate/evaluation-protocol.js';

/** What the IPC channel (`serialization: 'advanced'`) does to a message. */
const acrossProcesses = (value: unknown): unknown => deserialize(serialize(value));

describe('the evaluation protocol', () => {
  it('carries plain data and Opaque markers across a structured clone', () => {
    const value = {
      title: 'Site',
      missing: undefined,
      ratio: Number.NaN,
      list: [1, 'two', null, new Opaque('function')],
      theme: new Opaque('package', 'prism-react-renderer'),
      nested: { when: new Opaque('value') },
      // Written by the config: data that looks like a marker stays data.
      lookalike: { kind: 'function', source: '' },
    };
    const back = fromTransport(acrossProcesses(toTransport(value))) as typeof value;
    expect(back).toEqual(value);
    expect('missing' in back).toBe(true);
    expect(back.theme).toBeInstanceOf(Opaque);
    expect(back.list[3]).toBeInstanceOf(Opaque);
    expect(back.lookalike).not.toBeInstanceOf(Opaque);
  });

  it("carries a marker's origin and name, and drops an origin of another shape", () => {
    const origin = { from: 'file' as const, module: '/site/src/remark/marker.js', members: ['default'], needs: ['unist-util-visit'] };
    const back = fromTransport(acrossProcesses(toTransport(new Opaque('function', '', { origin, name: 'remarkMarker' })))) as Opaque;
    expect(back.origin).toEqual(origin);
    expect(back.name).toBe('remarkMarker');
    for (const forged of [
      { ...origin, from: 'url' },
      { ...origin, members: [] },
      { ...origin, members: [1] },
      { ...origin, module: '' },
      { ...origin, needs: 'x' },
      'origin',
    ]) {
      const marker = new Map<string, unknown>([
        ['opaque', 'function'],
        ['source', ''],
        ['origin', forged],
        ['name', 42],
      ]);
      const read = fromTransport(acrossProcesses(marker)) as Opaque;
      expect(read).toBeInstanceOf(Opaque);
      expect(read.origin).toBeUndefined();
      expect(read.name).toBeUndefined();
    }
  });

  it('rebuilds a forged value as plain data: other objects become opaque, cycles are cut, __proto__ stays a key', () => {
    const cycle: Record<string, unknown> = { name: 'a' };
    cycle.self = cycle;
    const forged = acrossProcesses({ when: new Date(0), marker: new Map([['opaque', 'anything']]), cycle, big: 1n });
    const back = fromTransport(forged) as Record<string, unknown>;
    expect(back.when).toEqual(new Opaque('value'));
    expect(back.marker).toEqual(new Opaque('value'));
    expect(back.big).toEqual(new Opaque('value'));
    let depth = 0;
    for (let node = back.cycle as Record<string, unknown>; node instanceof Object && !(node instanceof Opaque); node = node.self as Record<string, unknown>)
      depth++;
    expect(depth).toBeGreaterThan(64);

    const withProto = fromTransport(JSON.parse('{"__proto__": {"polluted": true}}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(withProto)).toBe(Object.prototype);
    expect(Object.keys(withProto)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads an error reply as a located EvaluateError, and refuses a reply it does not understand', () => {
    const error = (() => {
      try {
        readReply({ kind: 'error', reason: 'syntax', message: 'Expected ";"', at: { file: '/site/c.js', line: 2, column: 14 }, ms: 0 }, '/site/c.js');
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(EvaluateError);
    expect(error).toMatchObject({ reason: 'syntax', message: 'Expected ";"', at: { file: '/site/c.js', line: 2, column: 14 } });
    expect(() => readReply({ kind: 'error', reason: 'anything', at: 'nowhere' }, '/site/c.js')).toThrow(
      expect.objectContaining({ reason: 'threw', at: { file: '/site/c.js' } }),
    );
    expect(() => readReply('hello', '/site/c.js')).toThrow(EvaluateError);
  });
});
