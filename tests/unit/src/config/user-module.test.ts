/**
 * The temp copy a site's module (its config) is imported from: render threads share the process id, so a copy named
 * by the process and the time alone was the same file for two threads loading the config in the same millisecond,
 * and one thread removed it before the other imported it (a build with Markdown plugins failed now and then).
 */
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tempCopyPath } from '../../../../src/config/user-module.js';

afterEach(() => vi.restoreAllMocks());

describe('the temp copy of a site module', () => {
  it('has a name of its own for each load, even in the same millisecond', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const config = path.join('/site', 'site.config.ts');
    const names = [tempCopyPath(config), tempCopyPath(config), tempCopyPath(config)];
    expect(new Set(names).size).toBe(3);
    for (const name of names) {
      expect(path.dirname(name)).toBe('/site');
      // Digits after the name, as the config loader's messages find and replace the copy's name.
      expect(path.basename(name)).toMatch(new RegExp(`^\\.site\\.config\\.${process.pid}\\.\\d+\\.mjs$`));
    }
  });
});
