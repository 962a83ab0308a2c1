import { describe, expect, it } from 'vitest';
import { canonicalPath } from '../../../../src/server/middlewares.js';

describe('URL normalisation', () => {
  it.each([
    ['/a.html', '/a'],
    ['/a/index', '/a'],
    ['/a/index.html', '/a'],
    ['/a/', '/a'],
    ['/index.html', '/'],
    ['/a/b/', '/a/b'],
  ])('%s → %s', (input, output) => expect(canonicalPath(input)).toBe(output));

  it('leaves canonical paths alone', () => {
    expect(canonicalPath('/')).toBeNull();
    expect(canonicalPath('/a/b')).toBeNull();
    expect(canonicalPath('/assets/app.js')).toBeNull();
  });
});
