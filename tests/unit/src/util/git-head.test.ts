/**
 * src/util/git-head.ts reads the commit HEAD names from .git's files as git itself resolves it: a branch's loose
 * ref, a packed one, a detached HEAD, a worktree; nothing where git has no commit to name.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headCommit } from '../../../../src/util/git-head.js';

let dir: string;
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_NAME: 'T', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 'T', GIT_COMMITTER_EMAIL: 't@example.com' },
  }).trim();
const commit = (cwd: string, text: string) => {
  writeFileSync(path.join(cwd, 'page.md'), text);
  git(cwd, 'add', '.');
  git(cwd, 'commit', '-q', '-m', text);
};

/** A repository of its own for each test, so that none depends on another's commits. */
const newRepository = (name: string) => {
  const repo = path.join(dir, name);
  git(dir, 'init', '-q', '-b', 'main', repo);
  return repo;
};

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'docsgen-git-head-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the commit HEAD names', () => {
  it('is none before the first commit, and the branch tip after each one, loose or packed', () => {
    const repo = newRepository('branch');
    expect(headCommit(repo)).toBeNull();
    commit(repo, 'one');
    expect(headCommit(repo)).toBe(git(repo, 'rev-parse', 'HEAD'));
    git(repo, 'pack-refs', '--all');
    expect(headCommit(repo)).toBe(git(repo, 'rev-parse', 'HEAD'));
    // A new commit writes a loose ref again, which wins over the packed one.
    commit(repo, 'two');
    expect(headCommit(repo)).toBe(git(repo, 'rev-parse', 'HEAD'));
  });

  it('is the commit itself on a detached HEAD, and a worktree’s own HEAD in a worktree', () => {
    const repo = newRepository('worktrees');
    commit(repo, 'one');
    commit(repo, 'two');
    const first = git(repo, 'rev-list', '--max-parents=0', 'HEAD');
    const worktree = path.join(dir, 'worktree');
    git(repo, 'worktree', 'add', '-q', '-b', 'side', worktree, first);
    expect(headCommit(worktree)).toBe(first);
    expect(headCommit(repo)).toBe(git(repo, 'rev-parse', 'HEAD'));
    git(repo, 'checkout', '-q', '--detach', 'HEAD~1');
    expect(headCommit(repo)).toBe(git(repo, 'rev-parse', 'HEAD'));
  });

  it('is unknown where HEAD names something that is not a plain ref (the caller asks git then)', () => {
    const odd = newRepository('odd');
    writeFileSync(path.join(odd, '.git', 'HEAD'), 'ref: refs/../../outside\n');
    expect(headCommit(odd)).toBeNull();
    expect(headCommit(path.join(dir, 'no-repository-here'))).toBeNull();
  });
});
