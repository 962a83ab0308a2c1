/**
 * "Edit this page" links and last-updated lines: dates and authors from one `git log` pass (front matter
 * `last_update` wins), edit URLs from a base URL or a function (which must survive render worker threads), and
 * `custom_edit_url` per page.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseGitLog } from '../../src/content/git-dates.js';
import { build } from '../../src/session/build.js';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function gitSite(config: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docsgen-meta-'));
  roots.push(root);
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: root } });
  write('site.config.ts', config);
  git('init', '-q');
  write('docs/index.md', '# Home\n\nWelcome home.\n');
  write('docs/guide/setup.md', '# Setup\n\nSet it up.\n');
  write('docs/pinned.md', '---\nlast_update:\n  date: 2020-01-02\n  author: Someone Else\ncustom_edit_url: null\n---\n# Pinned\n\nOld news.\n');
  git('add', '.');
  execFileSync('git', ['-c', 'user.name=Ada Lindqvist', '-c', 'user.email=ada@example.com', 'commit', '-q', '-m', 'first'], {
    cwd: root,
    env: { ...process.env, HOME: root, GIT_AUTHOR_DATE: '2024-03-01T10:00:00Z', GIT_COMMITTER_DATE: '2024-03-01T10:00:00Z' },
  });
  write('docs/guide/setup.md', '# Setup\n\nSet it up, then check it.\n');
  git('add', '.');
  execFileSync('git', ['-c', 'user.name=Bo Ek', '-c', 'user.email=bo@example.com', 'commit', '-q', '-m', 'second'], {
    cwd: root,
    env: { ...process.env, HOME: root, GIT_AUTHOR_DATE: '2025-06-15T12:00:00Z', GIT_COMMITTER_DATE: '2025-06-15T12:00:00Z' },
  });
  return root;
}

/** A page's HTML without its data script, which carries every interface string whether shown or not. */
const withoutData = (html: string) => html.replace(/<script id="__docsgen_data"[\s\S]*?<\/script>/, '');

describe('page metadata', () => {
  it('reads the newest commit per file from one git log', () => {
    const log = '\u00011718452800\tBo Ek\n\ndocs/a.md\n\u00011709287200\tAda Lindqvist\n\ndocs/a.md\ndocs/b.md\n';
    expect(Object.fromEntries(parseGitLog(log))).toEqual({
      'docs/a.md': { date: '2024-06-15T12:00:00.000Z', author: 'Bo Ek' },
      'docs/b.md': { date: '2024-03-01T10:00:00.000Z', author: 'Ada Lindqvist' },
    });
  });

  it('shows git dates and authors, front matter overrides, and edit links from a base URL', async () => {
    const root = gitSite(
      "export default { title: 'T', url: 'https://t.example', docs: { editUrl: 'https://code.example/t/edit/main/', showLastUpdateTime: true, showLastUpdateAuthor: true } };\n",
    );
    const result = await build({ root, inMemory: true });
    expect(result.diagnostics).toEqual([]);
    // React separates adjacent text with `<!-- -->`; the reader sees one sentence.
    // The page's data script holds the interface's words (such as "Edit this page"): only the markup counts here.
    const text = (file: string) => withoutData(result.files!.text(file)!).replaceAll('<!-- -->', '');
    const setup = text('guide/setup.html');
    expect(setup).toContain('href="https://code.example/t/edit/main/docs/guide/setup.md"');
    expect(setup).toMatch(/Last updated on <time dateTime="2025-06-15T12:00:00.000Z">Jun 15, 2025<\/time> by Bo Ek/);
    expect(text('index.html')).toMatch(/Mar 1, 2024<\/time> by Ada Lindqvist/);
    const pinned = text('pinned.html');
    expect(pinned).toMatch(/Jan 2, 2020<\/time> by Someone Else/);
    expect(pinned).not.toContain('Edit this page');
  });

  it('builds edit links with a function, across worker threads, and shows nothing when the options are off', async () => {
    const root = gitSite(
      "export default { title: 'T', url: 'https://t.example', docs: { editUrl: ({ docPath }) => `https://cms.example/edit?file=${docPath}` } };\n",
    );
    const result = await build({ root, inMemory: true, workers: 2 });
    expect(result.ok).toBe(true);
    const setup = withoutData(result.files!.text('guide/setup.html')!);
    expect(setup).toContain('href="https://cms.example/edit?file=guide/setup.md"');
    expect(setup).not.toContain('Last updated');
  });
});
