/**
 * The dependency spec `docsgen init` writes for docsgen: one that installs from where the running docsgen came
 * from, so that the `npm install` it prints works when followed literally. A copy installed from the registry
 * gets `^<version>`; one installed from a tarball or a git URL gets that tarball's or URL's spec (as the lockfile
 * beside its `node_modules` recorded it, a relative `file:` made absolute); a copy run from a checkout or from a
 * folder with no lockfile gets `file:` to the running package itself. Reads package files; writes nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { relativePosixPath } from '../util/paths.js';

interface LockEntry {
  resolved?: string;
  version?: string;
}

/** The lockfile entry that installed the package at `packageRoot` (`…/node_modules/docsgen`), if any. */
function lockEntryOf(packageRoot: string): LockEntry | null {
  const modules = path.dirname(packageRoot);
  if (path.basename(modules) !== 'node_modules') return null;
  const project = path.dirname(modules);
  const lockFile = path.join(project, 'package-lock.json');
  if (!existsSync(lockFile)) return null;
  try {
    const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as { packages?: Record<string, LockEntry> };
    const entry = lock.packages?.[relativePosixPath(project, packageRoot)];
    return entry ? { ...entry, resolved: absoluteFileSpec(entry.resolved, project) } : null;
  } catch {
    return null;
  }
}

/** `file:../x.tgz` as written in a lockfile, made absolute from the folder the lockfile is in. */
function absoluteFileSpec(resolved: string | undefined, from: string): string | undefined {
  if (!resolved?.startsWith('file:')) return resolved;
  const target = resolved.slice('file:'.length);
  return `file:${path.resolve(from, target)}`;
}

/** What the registry serves a package from (`https://registry.npmjs.org/docsgen/-/docsgen-0.1.0.tgz`). */
const REGISTRY_TARBALL = /^https?:\/\/[^/]+\/(@[^/]+\/)?docsgen\/-\/docsgen-[^/]+\.tgz$/;

export function docsgenDependencySpec(packageRoot: string, version: string): string {
  const entry = lockEntryOf(packageRoot);
  if (entry?.resolved) return REGISTRY_TARBALL.test(entry.resolved) ? `^${version}` : entry.resolved;
  // A checkout (`node ~/docsgen/bin/docsgen.js init`), a linked copy, or an install with no lockfile beside it.
  return `file:${packageRoot}`;
}
