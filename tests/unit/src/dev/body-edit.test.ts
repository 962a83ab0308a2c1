import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bodyOnlyEdit } from '../../../../src/dev/body-edit.js';
import type { Doc } from '../../../../src/content/docs.js';

const before = '---\nsidebar_position: 2\n---\n# Setup\n\nInstall it first.\n\nMore text.\n';

/** The doc as the site read `before`, and the path of its file, saved now with `after`. */
function saved(after: string, format: 'md' | 'mdx' = 'md') {
  const dir = mkdtempSync(path.join(tmpdir(), 'body-edit-'));
  const file = path.join(dir, 'setup.md');
  writeFileSync(file, after);
  const doc = { file: 'docs/setup.md', format, body: '# Setup\n\nInstall it first.\n\nMore text.\n' } as Doc;
  return bodyOnlyEdit(doc, before, file, 'docs/setup.md');
}

describe('a save that changes a doc’s body only', () => {
  it('gives the new body when only text past the title and description changed', async () => {
    const edit = await saved(before.replace('More text.', 'More text, edited.'));
    expect(edit?.body).toContain('More text, edited.');
    expect(edit?.bodyLineOffset).toBe(3);
  });

  it('is not one when the title the body gives changed (every sidebar shows it)', async () => {
    expect(await saved(before.replace('# Setup', '# Set-up'))).toBeNull();
  });

  it('is not one when the description the body gives changed (cards and search show it)', async () => {
    expect(await saved(before.replace('Install it first.', 'Install it later.'))).toBeNull();
  });

  it('is not one when the front matter changed, or for an MDX page', async () => {
    expect(await saved(before.replace('sidebar_position: 2', 'sidebar_position: 3'))).toBeNull();
    expect(await saved(before.replace('More text.', 'Other text.'), 'mdx')).toBeNull();
  });
});
