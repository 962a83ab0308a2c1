/**
 * Which files of a docs folder are pages, by `docs.include` and `docs.exclude`: the defaults (Docusaurus') give
 * the pages docsgen always took (partials and tests left out, `.MD` in any case), and a site's own globs choose others.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCS_EXCLUDE, DEFAULT_DOCS_INCLUDE } from '../../../../src/config/schema.js';
import { docFileTest } from '../../../../src/content/doc-globs.js';
import { isDocFile } from '../../../../src/content/doc-paths.js';

const PATHS = [
  'intro.md',
  'guide/setup.mdx',
  'Setup.MD',
  '01-guides/02-setup.md',
  'a/b.c.md',
  'snake_case.md',
  'folder_/page.md',
  '_partial.md',
  'guide/_partial.mdx',
  '_shared/note.md',
  'a/_drafts/b/c.md',
  '__tests__/fixture.md',
  'notes.txt',
  'component.js',
];

describe('docFileTest', () => {
  it('takes with the defaults exactly the pages docsgen took without the options', () => {
    const test = docFileTest({ include: DEFAULT_DOCS_INCLUDE, exclude: DEFAULT_DOCS_EXCLUDE });
    expect(PATHS.filter(test)).toEqual(PATHS.filter((file) => isDocFile(file)));
    expect(PATHS.filter(test)).toEqual(['intro.md', 'guide/setup.mdx', 'Setup.MD', '01-guides/02-setup.md', 'a/b.c.md', 'snake_case.md', 'folder_/page.md']);
  });

  it("follows a site's own globs, and takes Markdown files only", () => {
    // webdriverio's docs: `_` files are pages too, and only tests are left out.
    const withPartials = docFileTest({ include: ['**/*.{md,mdx}', '**/_*.{md,mdx}'], exclude: ['**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'] });
    expect(PATHS.filter(withPartials)).toEqual(PATHS.filter((file) => /\.mdx?$/i.test(file) && !file.startsWith('__tests__/')));
    const mdOnly = docFileTest({ include: ['**/*.md', '**/*.js'], exclude: ['guide/**', 'TEMPLATE.md'] });
    expect(['intro.md', 'guide/setup.md', 'TEMPLATE.md', 'component.js', 'api/list.mdx'].filter(mdOnly)).toEqual(['intro.md']);
  });
});
