/**
 * When each doc was last changed and by whom, from git: one `git log` pass over the docs folder for the whole
 * site (never one process per page). Returns an empty map when the site is not in a git repository or git is
 * missing: pages then show no date, and nothing fails. Reads git's output only; never writes.
 */
import { execFile } from 'node:child_process';
import { relativePosixPath } from '../util/paths.js';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface GitUpdate {
  /** Commit time, as an ISO date-time string. */
  date: string;
  author: string;
}

/** Marks the start of a commit's header line in the log, so file names can never be mistaken for one. */
const HEADER = '\u0001';

/** Parses `git log --format=<HEADER>%ct%x09%an --name-only` output: the newest commit touching a file wins. */
export function parseGitLog(output: string): Map<string, GitUpdate> {
  const latest = new Map<string, GitUpdate>();
  let current: GitUpdate | null = null;
  for (const line of output.split('\n')) {
    if (line.startsWith(HEADER)) {
      const [seconds, ...author] = line.slice(1).split('\t');
      current = { date: new Date(Number(seconds) * 1000).toISOString(), author: author.join('\t') };
    } else if (line && current && !latest.has(line)) {
      latest.set(line, current);
    }
  }
  return latest;
}

/** Doc source path under the docs folder → its last change. */
export async function readGitUpdates(docsDir: string): Promise<Map<string, GitUpdate>> {
  try {
    const { stdout: top } = await run('git', ['rev-parse', '--show-toplevel'], { cwd: docsDir });
    const repoRoot = top.trim();
    const { stdout } = await run('git', ['-c', 'core.quotePath=false', 'log', `--format=${HEADER}%ct%x09%an`, '--name-only', '--no-renames', '--', '.'], {
      cwd: docsDir,
      maxBuffer: 256 * 1024 * 1024,
    });
    const byRepoPath = parseGitLog(stdout);
    const prefix = relativePosixPath(repoRoot, docsDir);
    const out = new Map<string, GitUpdate>();
    for (const [file, update] of byRepoPath) {
      if (prefix && !file.startsWith(`${prefix}/`)) continue;
      out.set(prefix ? file.slice(prefix.length + 1) : file, update);
    }
    return out;
  } catch {
    return new Map();
  }
}
