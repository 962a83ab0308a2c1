/**
 * A config holding only `title` and `url` builds a whole site from `docs/` and `static/`: a sidebar generated from
 * the folders, local search, a home page. A docs folder with no pages, or none at all, is an error naming it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';

const roots: string[] = [];
const minimalConfig = `import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'Acme Docs', url: 'https://docs.acme.example' });\n`;

function site(files: Record<string, string>, config = minimalConfig): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docsgen-zero-'));
  roots.push(root);
  for (const [file, text] of Object.entries({ 'site.config.ts': config, ...files })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('zero-config defaults', () => {
  it('build docs/ and static/ with a generated sidebar, local search and the folder index as home page', async () => {
    const root = site({
      'docs/index.md': '# Acme\n\nAcme ships parts. Read [the setup](./setup/install.md).\n',
      'docs/setup/install.md': '# Install Acme\n\nRun the installer and answer its questions.\n',
      'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    const result = await build({ root, inMemory: true, strict: true });
    expect(result.diagnostics).toEqual([]);
    const files = result.files!;
    expect(files.text('index.html')).toContain('<title>Acme | Acme Docs</title>');
    expect(files.text('setup/install.html')).toContain('<meta name="description" content="Run the installer and answer its questions.">');
    expect(files.text('img/logo.svg')).toBeDefined();
    expect(files.text('search.html')).toBeDefined();
    expect(files.text('_search/index.json')).toBeDefined();
    expect(result.config!.search).toMatchObject({ provider: 'local', indexName: 'acme-docs' });
    expect(files.text('setup/install.html')).toMatch(/class="sidebar"[\s\S]*href="\/setup\/install"/);
  });

  it('send / to the first page when no doc sits at the root', async () => {
    const root = site({ 'docs/intro.md': '# Intro\n\nHello there.\n' });
    const result = await build({ root, inMemory: true });
    expect(result.ok).toBe(true);
    const home = result.files!.text('index.html')!;
    expect(home).toContain('<meta http-equiv="refresh" content="0; url=/intro">');
    expect(home).toContain('<link rel="canonical" href="https://docs.acme.example/intro">');
  });

  it('turn search off with `search: false` (no search page, no index)', async () => {
    const root = site(
      { 'docs/index.md': '# Home\n\nText.\n' },
      minimalConfig.replace("url: 'https://docs.acme.example'", "url: 'https://docs.acme.example', search: false"),
    );
    const result = await build({ root, inMemory: true });
    expect(result.ok).toBe(true);
    expect(result.files!.text('search.html')).toBeUndefined();
    expect(result.files!.text('sitemap.xml')).not.toContain('/search');
  });

  it('fail with the folder named when the docs folder is missing or holds no pages', async () => {
    const missing = await build({ root: site({}), inMemory: true });
    expect(missing.ok).toBe(false);
    expect(missing.diagnostics.map((d) => [d.code, d.file])).toEqual([['docs-folder-missing', 'docs']]);
    const empty = await build({ root: site({ 'docs/_partial.md': 'Included elsewhere.\n', 'docs/notes.txt': 'not a page' }), inMemory: true });
    expect(empty.ok).toBe(false);
    expect(empty.diagnostics.map((d) => [d.code, d.message])).toEqual([
      [
        'docs-folder-empty',
        'The docs folder docs holds no pages: docsgen builds every `.md` and `.mdx` file in it, except files and folders whose name starts with "_".',
      ],
    ]);
  });
});
