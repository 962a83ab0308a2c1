/**
 * What a build reads from the content and static folders: never a file outside the site through a symlink,
 * never forever through a loop, never a file that is not UTF-8 (no silent U+FFFD), and a warning for a page too
 * large to serve well. Each problem is a located diagnostic.
 */
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { doc, makeSite } from '../support/fixture-site.js';

const codes = (diagnostics: { code: string; file?: string }[]) => diagnostics.map((d) => `${d.code} ${d.file}`).sort();

describe('content files', () => {
  it('refuses symlinks that lead out of the site, in docs and static files alike, and copies nothing through them', async () => {
    const outside = makeSite({});
    writeFileSync(path.join(outside, 'secret.md'), doc('Secret', '# Secret\n\nNot part of the site.'));
    const root = makeSite({});
    symlinkSync(path.join(outside, 'secret.md'), path.join(root, 'content/docs/guide/secret.md'));
    mkdirSync(path.join(root, 'content/static'), { recursive: true });
    symlinkSync('/etc/hostname', path.join(root, 'content/static/hostname.txt'));
    symlinkSync(path.join(outside, 'content'), path.join(root, 'content/static/elsewhere'));
    const result = await build({ root });
    expect(result.ok).toBe(false);
    expect(codes(result.diagnostics)).toEqual([
      'content-symlink-outside content/docs/guide/secret.md',
      'content-symlink-outside content/static/elsewhere',
      'content-symlink-outside content/static/hostname.txt',
    ]);
    expect(result.diagnostics[0]!.message).toMatch(/^This symlink leads outside the site folder, to \//);
    expect(existsSync(path.join(root, 'build'))).toBe(false);
  });

  it('follows links that stay inside the site', async () => {
    const root = makeSite({ 'shared/faq.md': doc('FAQ', '# FAQ\n\nAnswers.') });
    symlinkSync(path.join(root, 'shared/faq.md'), path.join(root, 'content/docs/faq.md'));
    const result = await build({ root, inMemory: true });
    expect(result.diagnostics).toEqual([]);
    expect(result.files!.text('faq.html')).toContain('Answers.');
  });

  it('names a symlink loop and a dangling link at once instead of walking them', async () => {
    const root = makeSite({});
    symlinkSync(path.join(root, 'content/docs'), path.join(root, 'content/docs/guide/again'));
    symlinkSync(path.join(root, 'content/docs/missing.md'), path.join(root, 'content/docs/gone.md'));
    symlinkSync(path.join(root, 'content/docs/b.md'), path.join(root, 'content/docs/a.md'));
    symlinkSync(path.join(root, 'content/docs/a.md'), path.join(root, 'content/docs/b.md'));
    // Used to walk the loop for tens of seconds and then report misleading route errors; a walk that never ends
    // fails the test's timeout.
    const result = await build({ root, inMemory: true });
    expect(codes(result.diagnostics)).toEqual([
      'content-symlink-broken content/docs/a.md',
      'content-symlink-broken content/docs/b.md',
      'content-symlink-broken content/docs/gone.md',
      'content-symlink-broken content/docs/guide/again',
    ]);
    expect(result.diagnostics.find((d) => d.file === 'content/docs/gone.md')!.message).toBe('This symlink points to nothing.');
    expect(result.diagnostics.find((d) => d.file === 'content/docs/guide/again')!.message).toMatch(/loop/);
  });

  it('rejects a file that is not UTF-8 at the first unreadable byte, and warns about an oversized page', async () => {
    const root = makeSite({ 'content/docs/guide/big.md': doc('Big', `# Big\n\n${'A long paragraph of text. '.repeat(24_000)}`) });
    writeFileSync(
      path.join(root, 'content/docs/guide/cafe.md'),
      Buffer.concat([Buffer.from(doc('Cafe', '# Caf').trimEnd()), Buffer.from([0xe9]), Buffer.from(' menu\n')]),
    );
    const result = await build({ root, inMemory: true });
    expect(result.diagnostics.map((d) => ({ code: d.code, severity: d.severity, file: d.file, line: d.line, column: d.column }))).toEqual([
      { code: 'content-too-large', severity: 'warning', file: 'content/docs/guide/big.md', line: 1, column: undefined },
      { code: 'content-encoding', severity: 'error', file: 'content/docs/guide/cafe.md', line: 6, column: 6 },
    ]);
    expect(result.ok).toBe(false);
  });

  it('lets a page link to a static HTML file as /name.html or /name, both of which the servers answer, and still reports a missing one', async () => {
    const root = makeSite({
      'content/docs/t.md': doc('T', '# T\n\nSee [the plain page](/pure.html), [again](/pure) and [a missing one](/gone.html).'),
      'content/static/pure.html': '<!doctype html><title>Pure</title><p>Plain.</p>\n',
    });
    const result = await build({ root, inMemory: true });
    expect(result.diagnostics.filter((d) => d.code === 'broken-link').map((d) => d.message.split(' points')[0])).toEqual(['The link `/gone.html`']);
  });
});
