/**
 * Writes small throw-away sites into temp folders for integration tests, and removes them once the test file that
 * made them is done (a full run made some 1,100 of them).
 */
import { cpSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

const made: string[] = [];
// Registered as the test file loads this module: after every test of that file, its sites go.
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export const doc = (title: string, body: string, extra = '') => `---\ntitle: ${title}\ndescription: About ${title.toLowerCase()}.\n${extra}---\n\n${body}\n`;

export const defaultSidebar = `[
      { type: 'doc', id: 'intro', label: 'Introduction' },
      { type: 'category', label: 'Guide', items: ['guide/cycles', 'guide/modules'] },
    ]`;

export function configText(options: { sidebar?: string; extra?: string } = {}): string {
  return `import { defineConfig } from 'docsgen';

export default defineConfig({
  title: 'Fixture',
  tagline: 'A site for tests',
  url: 'https://fixture.example',
  staticDir: 'content/static',
  docs: {
    path: 'content/docs',
    sidebars: {
      docs: ${options.sidebar ?? defaultSidebar},
    },
  },
  ${options.extra ?? ''}
});
`;
}

export const baseDocs: Record<string, string> = {
  'content/docs/intro.md': doc('Welcome', '# Welcome\n\nStart with [cycles](/guide/cycles#create-a-cycle).', 'slug: /\n'),
  'content/docs/guide/cycles.md': doc('Cycles', '# Cycles\n\n## Create a cycle\n\nSee [modules](./modules.md).\n\n:::tip\nPlan ahead.\n:::'),
  'content/docs/guide/modules.md': doc('Modules', '# Modules\n\n## Add a module\n\nBack to [cycles](/guide/cycles).'),
};

/** Files to pass to `makeSite` for a site without the three base docs (one that brings its own docs folder). */
export const WITHOUT_BASE_DOCS: Record<string, null> = Object.fromEntries(Object.keys(baseDocs).map((file) => [file, null]));

export function makeSite(files: Record<string, string | null>, config = configText()): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docsgen-fixture-'));
  made.push(root);
  const all: Record<string, string | null> = { 'site.config.ts': config, ...baseDocs, ...files };
  for (const [file, content] of Object.entries(all)) {
    if (content === null) continue;
    const target = path.join(root, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  return root;
}

/** A copy of a fixture site of tests/fixtures (`pages-site`), in a temp folder removed like the others. */
export function copyFixtureSite(name: string): string {
  const root = mkdtempSync(path.join(tmpdir(), `docsgen-${name}-`));
  made.push(root);
  cpSync(path.resolve('tests/fixtures', name), root, { recursive: true });
  return root;
}
