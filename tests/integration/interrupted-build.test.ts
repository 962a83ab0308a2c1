/**
 * A build stopped by Ctrl+C or SIGTERM leaves no staging folder behind and the previous output as it was; folders
 * left by a process that died are cleaned up by the next build. Runs the real CLI in a child process.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { doc, makeSite } from '../support/fixture-site.js';

const bin = path.resolve('bin/docsgen.js');
const filler = Array.from({ length: 30 }, (_, i) => `Paragraph ${i} with [a link](/guide/cycles) and \`code\`.`).join('\n\n');

function bigSite(): string {
  const pages: Record<string, string> = {};
  for (let i = 0; i < 250; i++) pages[`content/docs/many/page-${i}.md`] = doc(`Page ${i}`, `# Page ${i}\n\n## Part\n\n${filler}`);
  return makeSite(pages);
}

const leftovers = (root: string) => readdirSync(root).filter((name) => /^build\.(tmp|old)-/.test(name));

describe('interrupted builds', () => {
  let root: string;
  beforeAll(() => {
    root = bigSite();
    expect(spawnSync(process.execPath, [bin, 'build'], { cwd: root }).status).toBe(0);
  });

  it.each(['SIGINT', 'SIGTERM'] as const)('remove their staging folder on %s and keep the previous output', async (signal) => {
    const before = readFileSync(path.join(root, 'build/index.html'), 'utf8');
    for (let attempt = 0; attempt < 2; attempt++) {
      const child = spawn(process.execPath, [bin, 'build'], { cwd: root, stdio: 'ignore', env: { ...process.env, CI: 'true' } });
      // Wait until the build is writing into its staging folder, then stop it.
      const deadline = Date.now() + 20_000;
      while (leftovers(root).length === 0 && child.exitCode === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      expect(leftovers(root).length, 'the build never started writing').toBeGreaterThan(0);
      child.kill(signal);
      await new Promise((resolve) => child.once('exit', resolve));
      expect(leftovers(root)).toEqual([]);
      expect(readFileSync(path.join(root, 'build/index.html'), 'utf8')).toBe(before);
    }
  });

  it('cleans up folders left by a process that died, and restores an output lost between two renames', async () => {
    const root = makeSite({}); // a small site of its own
    mkdirSync(path.join(root, 'build.tmp-999999-abc'));
    writeFileSync(path.join(root, 'build.tmp-999999-abc/index.html'), 'half');
    mkdirSync(path.join(root, 'build.old-999998-def'));
    writeFileSync(path.join(root, 'build.old-999998-def/marker.txt'), 'previous output');
    // No build/ folder: the dead process had moved it aside. The next build puts it back, then replaces it.
    const result = spawnSync(process.execPath, [bin, 'build'], { cwd: root, encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    expect(leftovers(root)).toEqual([]);
    expect(existsSync(path.join(root, 'build/index.html'))).toBe(true);
  });
});
