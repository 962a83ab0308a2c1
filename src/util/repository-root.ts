/**
 * The git repository that holds a folder: the nearest folder from it upwards that has `.git` (a folder, or a file in
 * a worktree), or null outside any. Only looks for the name; runs no git.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

export function repositoryRoot(folder: string): string | null {
  for (let dir = folder; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, '.git'))) return dir;
    if (path.dirname(dir) === dir) return null;
  }
}
