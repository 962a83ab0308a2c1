/** The front matter keys of a site's own that `init` declares: on two pages or more, landing keys of other pages too. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteFrontMatterKeys } from '../../../../src/migrate/site-front-matter-keys.js';

const root = mkdtempSync(path.join(tmpdir(), 'docsgen-keys-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('siteFrontMatterKeys', () => {
  it("declares a `hero` the site's blog posts carry for its own components (React Native's), but not a landing page's", () => {
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write('blog/2019-one.md', '---\ntitle: One\nhero: /img/one.png\ncategory: news\n---\nBody.\n');
    write('blog/2019-two.md', '---\ntitle: Two\nhero: /img/two.png\ncategory: news\n---\nBody.\n');
    write('docs/index.md', '---\nlayout: landing\nhero:\n  title: Home\n---\n');
    write('docs/other.md', '---\nlayout: landing\nhero:\n  title: Other\n---\n');
    expect(siteFrontMatterKeys(root, ['blog', 'docs'])).toEqual(['category', 'hero']);
    expect(siteFrontMatterKeys(root, ['docs'])).toEqual([]);
  });
});
