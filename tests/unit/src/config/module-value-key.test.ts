/**
 * The key of what a site module exported: equal for equal values (however they were made), different when anything
 * in them differs (a nested string, a function's source, a map entry, the order of keys), and none for a value that
 * cannot be keyed with certainty (a cycle, a promise).
 */
import { describe, expect, it } from 'vitest';
import { moduleValueKey } from '../../../../src/config/module-value-key.js';

const config = () => ({
  title: 'Site',
  docs: { path: 'docs', sidebarPath: false, exclude: [/draft/i] },
  plugins: [function remarkThing() {}],
  when: new Date(0),
  extra: new Map([['a', new Set([1, 2])]]),
  nothing: undefined,
});

describe('moduleValueKey', () => {
  it('gives equal values the same key', () => {
    expect(moduleValueKey(config())).toBe(moduleValueKey(config()));
    expect(moduleValueKey(config())).toMatch(/^[0-9a-f]{64}$/);
  });

  it('tells values apart by anything in them', () => {
    const keys = [
      config(),
      { ...config(), title: 'Other' },
      { ...config(), docs: { path: 'docs', sidebarPath: false, exclude: [/draft/] } },
      {
        ...config(),
        plugins: [
          function remarkThing() {
            return 1;
          },
        ],
      },
      { ...config(), extra: new Map([['a', new Set([1, 3])]]) },
      { ...config(), nothing: null },
      { docs: config().docs, title: 'Site', plugins: config().plugins, when: new Date(0), extra: config().extra, nothing: undefined },
      { ...config(), when: new Date(1) },
      [1, 2],
      ['1', '2'],
    ].map(moduleValueKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keys shared parts, but not a cycle or a promise', () => {
    const shared = { path: 'docs' };
    expect(moduleValueKey({ a: shared, b: shared })).toBe(moduleValueKey({ a: { path: 'docs' }, b: { path: 'docs' } }));
    const cyclic: Record<string, unknown> = { title: 'x' };
    cyclic.self = cyclic;
    expect(moduleValueKey(cyclic)).toBeNull();
    expect(moduleValueKey({ later: Promise.resolve(1) })).toBeNull();
  });
});
