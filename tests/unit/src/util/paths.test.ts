import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { relativePosixPath, toPosixPath } from '../../../../src/util/paths.js';

describe('forward-slash paths', () => {
  it('turns Windows separators into forward slashes', () => {
    expect(toPosixPath('docs\\guide\\a.md', path.win32)).toBe('docs/guide/a.md');
    expect(toPosixPath('..\\docs\\', path.win32)).toBe('../docs/');
    expect(toPosixPath('', path.win32)).toBe('');
  });

  it('leaves POSIX paths as they are, backslashes included (a file name may hold one there)', () => {
    expect(toPosixPath('docs/guide/a.md', path.posix)).toBe('docs/guide/a.md');
    expect(toPosixPath('odd\\name.md', path.posix)).toBe('odd\\name.md');
  });

  it("uses this machine's separator by default", () => {
    expect(toPosixPath(['docs', 'guide', 'a.md'].join(path.sep))).toBe('docs/guide/a.md');
  });

  it('gives relative paths with forward slashes', () => {
    expect(relativePosixPath('C:\\site', 'C:\\site\\docs\\guide\\a.md', path.win32)).toBe('docs/guide/a.md');
    expect(relativePosixPath('C:\\site\\docs', 'C:\\site\\static', path.win32)).toBe('../static');
    expect(relativePosixPath('/site', '/site/docs/a.md', path.posix)).toBe('docs/a.md');
    expect(relativePosixPath('/site', '/site', path.posix)).toBe('');
    expect(relativePosixPath(path.resolve('site'), path.resolve('site', 'docs', 'a.md'))).toBe('docs/a.md');
  });
});
