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

/** The hash of dist/ that `npm run build:lib` writes last (scripts/build-lib.mjs), so that starts need not hash dist/ again. */
const DIST_FINGERPRINT = 'dist/code-fingerprint.txt';

/**
 * The folders whose files make docsgen's behaviour: the compiled code when this module runs from dist/ (hashed by
 * its compile when it left its hash there), else the sources; and the theme and templates, which are read as they are.
 */
function codeFolders(root: string): { folders: string[]; compiled: string | null } {
  const here = fileURLToPath(import.meta.url);
  const fromDist = !path.relative(path.join(root, 'dist'), here).startsWith('..');
  let compiled: string | null = null;
  if (fromDist) {
    try {
      compiled = readFileSync(path.join(root, DIST_FINGERPRINT), 'utf8').trim() || null;
    } catch {
      /* compiled by an older build script, or stopped before it wrote the hash: dist/ is hashed here */
    }
  }
  return { folders: [...(fromDist ? (compiled ? [] : ['dist']) : ['src', 'core']), 'theme', 'templates'], compiled };
}

export function codeFingerprint(): string {
  if (cached) return cached;
  const root = packageRoot();
  const hash = createHash('sha256').update(packageVersion());
  const { folders, compiled } = codeFolders(root);
  if (compiled) hash.update('\0dist\0').update(compiled);
  const files = fg.sync(
    folders.map((dir) => `${dir}/**/*.{js,mjs,ts,tsx,css,html,json}`),
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
