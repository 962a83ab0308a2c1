import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isInsideOutput } from '../../../../src/emit/output-path.js';
import { MemorySink, StagingDirSink } from '../../../../src/emit/sink.js';
import { UpdatingDirSink } from '../../../../src/emit/updating-sink.js';
import { BuildFailure } from '../../../../src/diagnostics/diagnostic.js';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('isInsideOutput', () => {
  it('accepts paths below the output folder', () => {
    for (const ok of ['index.html', 'guide/cycles.html', 'assets/app-X.js', 'a/b/c.md', 'tags/x..y.html']) expect(isInsideOutput(ok), ok).toBe(true);
  });

  it('refuses absolute paths, `..` segments (either separator), NUL bytes and the folder itself', () => {
    for (const bad of ['', '.', '/etc/passwd', '../x.html', 'tags/../../x.html', 'a\\..\\..\\x', 'C:\\x', 'a\0b', 'tags/../../../../tmp/x/ESCAPED.html']) {
      expect(isInsideOutput(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('every sink refuses a path outside the output folder', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'docsgen-sink-'));
  made.push(root);
  const outDir = path.join(root, 'site', 'build');
  const escaped = path.join(root, 'site', 'ESCAPED.html');
  const sources = path.join(root, 'source.txt');

  const expectRefused = async (write: Promise<void>) => {
    const error = await write.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BuildFailure);
    expect((error as BuildFailure).diagnostics[0]!.code).toBe('output-path-outside');
    expect(existsSync(escaped)).toBe(false);
  };

  it('the memory sink', async () => {
    const sink = new MemorySink();
    await expectRefused(sink.write('../ESCAPED.html', 'x'));
    expect(sink.files.size).toBe(0);
  });

  it('the staging sink, for write, copy and link', async () => {
    const sink = new StagingDirSink(outDir);
    await expectRefused(sink.write('../../ESCAPED.html', 'x'));
    await expectRefused(sink.copy('../../ESCAPED.html', sources));
    await expectRefused(sink.link('../../ESCAPED.html', sources, 1));
    await expectRefused(sink.write(escaped, 'x'));
    expect(readdirSync(sink.stagingDir)).toEqual([]);
    await sink.abort();
  });

  it('the updating sink of cache builds', async () => {
    const sink = new UpdatingDirSink(outDir, null, path.join(root, 'cache'), 'key');
    await expectRefused(sink.write('../../ESCAPED.html', 'x'));
    await expectRefused(sink.link('sub/../../../ESCAPED.html', sources, 1, 'abc'));
    await sink.abort();
  });
});
