/**
 * A fingerprint of the docsgen that is running: its version, its own code (the compiled dist/ when running from it,
 * else the TypeScript sources), its templates and theme, and its lock file (the versions of remark, React and the
 * rest). Build caches mix it into their keys, so a cache never serves output of another docsgen. Reads files of
 * docsgen's own folder, once per process; writes nothing.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import { packageRoot, packageVersion } from './package-root.js';

let cached: string | null = null;

/** The folders whose files make docsgen's behaviour: the compiled code when this module runs from dist/, else the sources. */
function codeFolders(root: string): string[] {
  const here = fileURLToPath(import.meta.url);
  const fromDist = !path.relative(path.join(root, 'dist'), here).startsWith('..');
  return [...(fromDist ? ['dist'] : ['src', 'core']), 'theme', 'templates'];
}

export function codeFingerprint(): string {
  if (cached) return cached;
  const root = packageRoot();
  const hash = createHash('sha256').update(packageVersion());
  const files = fg.sync(
    codeFolders(root).map((dir) => `${dir}/**/*.{js,mjs,ts,tsx,css,html,json}`),
    { cwd: root, ignore: ['dist/types/**', '**/*.map'] },
  );
  for (const file of files.sort())
    hash
      .update('\0')
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)));
  // The lock file of docsgen's own checkout, or of the project that installed it.
  for (const file of [
    path.join(root, 'package-lock.json'),
    path.join(root, 'node_modules/.package-lock.json'),
    path.join(path.dirname(root), '.package-lock.json'),
  ]) {
    if (existsSync(file)) {
      hash.update('\0').update(readFileSync(file));
      break;
    }
  }
  cached = hash.digest('hex');
  return cached;
}
