/**
 * The theme's browser bundle ships compiled (dist/client/, written by `npm run build:lib`): it is byte for byte
 * what bundling the theme now gives, a build without theme overrides takes it instead of bundling again, and every
 * script of it parses (the minifier's rewrites included).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleClient } from '../../src/emit/client-bundle.js';

describe('the compiled theme bundle', () => {
  it('is what bundling the theme gives, and builds without overrides use it', async () => {
    // A build in the same process has read the prebuilt bundle already: asking for a fresh one still bundles.
    expect((await bundleClient(null)).prebuilt).toBe(true);
    const fresh = await bundleClient(null, { ignorePrebuilt: true });
    expect(fresh.prebuilt).toBeUndefined();
    const manifest = JSON.parse(readFileSync('dist/client/manifest.json', 'utf8')) as { files: string[]; scriptPath: string };
    expect(manifest.files.sort()).toEqual(fresh.files.map((f) => f.path).sort());
    expect(manifest.scriptPath).toBe(fresh.scriptPath);
    const differing = fresh.files.filter((f) => !readFileSync(path.join('dist/client', f.path)).equals(Buffer.from(f.contents))).map((f) => f.path);
    expect(differing).toEqual([]);
  });

  it('is scripts that parse: what the minifier rewrote is still JavaScript', async () => {
    const fresh = await bundleClient(null, { ignorePrebuilt: true });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-client-syntax-'));
    const scripts = fresh.files.filter((f) => f.path.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(3);
    const unparsable = scripts.filter((f) => {
      const file = path.join(dir, path.basename(f.path, '.js') + '.mjs');
      writeFileSync(file, f.contents);
      try {
        execFileSync(process.execPath, ['--check', file], { stdio: 'pipe' });
        return false;
      } catch {
        return true;
      }
    });
    expect(unparsable.map((f) => f.path)).toEqual([]);
  });

  it('is taken by a build without theme overrides', async () => {
    const bundle = await bundleClient(null);
    expect(bundle.prebuilt).toBe(true);
  });
});
