/**
 * A site's own front matter keys (VueUse's `category` and `related` on every function page): declared in
 * `markdown.frontMatterKeys`, they are not warned of on docs, pages or blog posts, while a key the site does not
 * declare (a typo) still is, at its line.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';

function site(frontMatterKeys: string | null): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-front-matter-keys-'));
  const files: Record<string, string> = {
    'docs/index.md': '---\ncategory: Utilities\nrelated: useFetch\ncatgory: typo\n---\n\n# Home\n\nText.\n',
    'src/pages/about.md': '---\ncategory: About\n---\n\n# About\n\nText.\n',
    'blog/2024-01-01-hello.md': '---\ntitle: Hello\ncategory: News\n---\n\nA post.\n',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const markdown = frontMatterKeys ? `, markdown: { frontMatterKeys: ${frontMatterKeys} }` : '';
  writeFileSync(path.join(root, 'site.config.ts'), `export default { title: 'Keys', url: 'https://keys.example', blog: {}${markdown} };\n`);
  return root;
}

const unknownKeys = (diagnostics: { code: string; file?: string; line?: number; message: string }[]) =>
  diagnostics.filter((d) => d.code === 'front-matter-unknown-key').map((d) => `${d.file}:${d.line} ${d.message}`);

describe("the site's own front matter keys", () => {
  it('are warned of on docs, pages and posts while the site does not declare them', async () => {
    const result = await build({ root: site(null), inMemory: true, workers: 0 });
    expect(unknownKeys(result.diagnostics).sort()).toEqual([
      'blog/2024-01-01-hello.md:3 Unknown front matter key `category`: docsgen ignores it.',
      'docs/index.md:2 Unknown front matter key `category`: docsgen ignores it.',
      'docs/index.md:3 Unknown front matter key `related`: docsgen ignores it.',
      'docs/index.md:4 Unknown front matter key `catgory`: docsgen ignores it.',
      'src/pages/about.md:2 Unknown front matter key `category`: docsgen ignores it.',
    ]);
  });

  it('are not, once declared in markdown.frontMatterKeys; a key it does not list still is', async () => {
    const result = await build({ root: site("['category', 'related']"), inMemory: true, workers: 0 });
    expect(unknownKeys(result.diagnostics)).toEqual(['docs/index.md:4 Unknown front matter key `catgory`: docsgen ignores it.']);
  });
});
