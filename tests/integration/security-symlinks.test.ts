/**
 * Symlinks cannot publish files from outside the site folder: a docs or static folder that is itself a link to
 * elsewhere, and a page's link or image that names a symlink in a folder the build does not walk, are located
 * errors, and nothing from outside reaches the output.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { startCli } from '../support/cli-process.js';
import { doc, makeSite } from '../support/fixture-site.js';

const elsewhere = mkdtempSync(path.join(tmpdir(), 'docsgen-elsewhere-'));
afterAll(() => rmSync(elsewhere, { recursive: true, force: true }));
const SECRET = 'top secret text 7f3a';
writeFileSync(path.join(elsewhere, 'secret.txt'), SECRET);
writeFileSync(path.join(elsewhere, 'secret.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
mkdirSync(path.join(elsewhere, 'docs'));
writeFileSync(path.join(elsewhere, 'docs', 'intro.md'), `# Elsewhere\n\n${SECRET}\n`);

/** Every file under `dir`, read, joined: to show the secret is nowhere in it. */
function everything(dir: string): string {
  if (!existsSync(dir)) return '';
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((e) => e.isFile())
    .map((e) => readFileSync(path.join(e.parentPath, e.name), 'latin1'))
    .join('\n');
}

describe('symlinks that lead outside the site', () => {
  it('a static folder that is a link to elsewhere is an error, and nothing of it is published', async () => {
    const root = makeSite({});
    symlinkSync(elsewhere, path.join(root, 'content/static'));
    const result = await build({ root, outDir: 'out', cacheDir: false });
    expect(result.diagnostics).toMatchObject([{ code: 'content-symlink-outside', file: 'content/static' }]);
    expect(result.ok).toBe(false);
    expect(everything(path.join(root, 'out'))).not.toContain(SECRET);
  });

  it('a docs folder that is a link to elsewhere is an error', async () => {
    const root = makeSite({ 'content/docs/intro.md': null, 'content/docs/guide/cycles.md': null, 'content/docs/guide/modules.md': null });
    rmSync(path.join(root, 'content/docs'), { recursive: true, force: true });
    mkdirSync(path.join(root, 'content'), { recursive: true });
    symlinkSync(path.join(elsewhere, 'docs'), path.join(root, 'content/docs'));
    const result = await build({ root, outDir: 'out', cacheDir: false });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => `${d.code} ${d.file}`)).toContain('content-symlink-outside content/docs');
    expect(everything(path.join(root, 'out'))).not.toContain(SECRET);
  });

  it('a linked file or image that is a symlink in a folder the build does not walk is an error at its line, and is not copied', async () => {
    const root = makeSite({
      'content/docs/guide/modules.md': doc('Modules', '# Modules\n\nSee [notes](../../media/notes.txt).\n\n![Secret](../../media/pic.png)\n'),
    });
    mkdirSync(path.join(root, 'content/media'));
    symlinkSync(path.join(elsewhere, 'secret.txt'), path.join(root, 'content/media/notes.txt'));
    symlinkSync(path.join(elsewhere, 'secret.png'), path.join(root, 'content/media/pic.png'));
    const result = await build({ root, outDir: 'out', cacheDir: false });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}`).sort()).toEqual([
      'file-outside-site content/docs/guide/modules.md:10',
      'file-outside-site content/docs/guide/modules.md:8',
    ]);
    expect(everything(path.join(root, 'out'))).not.toContain(SECRET);
  });

  it('docsgen dev does not serve a static folder that is a link to elsewhere', async () => {
    const root = makeSite({});
    symlinkSync(elsewhere, path.join(root, 'content/static'));
    const server = await startCli(['dev'], root);
    try {
      const response = await fetch(`${server.url}/secret.txt`);
      expect(await response.text()).not.toContain(SECRET);
      expect(response.status).toBe(404);
    } finally {
      await server.stop();
    }
  });

  it('a symlink that stays inside the site still works', async () => {
    const root = makeSite({
      'content/docs/guide/modules.md': doc('Modules', '# Modules\n\nSee [notes](../../media/notes.txt).\n'),
      'content/real/notes.txt': 'inside',
    });
    mkdirSync(path.join(root, 'content/media'));
    symlinkSync(path.join(root, 'content/real/notes.txt'), path.join(root, 'content/media/notes.txt'));
    const result = await build({ root, outDir: 'out', cacheDir: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});
