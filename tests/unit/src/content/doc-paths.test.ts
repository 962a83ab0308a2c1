import { describe, expect, it } from 'vitest';
import { docPathParts, docRouteOf, isCategoryIndex, isDocFile, splitNumberPrefix, underRouteBase } from '../../../../src/content/doc-paths.js';

describe('number prefixes', () => {
  it('strip `01-`, `2_`, `003 - ` and `4.` prefixes, giving their number as the position', () => {
    expect(['01-intro', '2_setup', '003 - deploy', '4.faq'].map(splitNumberPrefix)).toEqual([
      { name: 'intro', position: 1 },
      { name: 'setup', position: 2 },
      { name: 'deploy', position: 3 },
      { name: 'faq', position: 4 },
    ]);
  });

  it('keep dates, versions and bare numbers as names', () => {
    expect(['2024-05-01-notes', '1.2-migration', '7.0-foo', '404', 'v2-api'].map((n) => splitNumberPrefix(n).name)).toEqual([
      '2024-05-01-notes',
      '1.2-migration',
      '7.0-foo',
      '404',
      'v2-api',
    ]);
  });
});

describe('doc files and folder pages', () => {
  it('never treats `_` files or anything in `_` folders as pages', () => {
    expect([isDocFile('guide.md'), isDocFile('_snippet.md'), isDocFile('_partials/a.md'), isDocFile('guides/_x/a.md'), isDocFile('notes.txt')]).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('recognises index, README (any case) and a file named like its folder', () => {
    const index = (p: string) => isCategoryIndex(docPathParts(p));
    expect([index('guides/index.md'), index('guides/readme.md'), index('02-guides/02-guides.md'), index('guides/intro.md'), index('index.md')]).toEqual([
      true,
      true,
      true,
      false,
      true,
    ]);
  });

  it('compares the names as written, number prefixes kept, as Docusaurus does', () => {
    const index = (p: string) => isCategoryIndex(docPathParts(p));
    // typeorm's relations/1-relations.md is the page /relations/relations, which its redirects point to.
    expect([index('relations/1-relations.md'), index('02-guides/guides.md'), index('02-guides/02-Guides.md')]).toEqual([false, false, true]);
    expect(docRouteOf(docPathParts('relations/1-relations.md'), undefined, undefined, '/docs')).toBe('/docs/relations/relations');
  });

  it("takes index files alone with folderPages: 'index', as VitePress and Starlight do", () => {
    const index = (p: string) => isCategoryIndex(docPathParts(p), 'index');
    expect(['guide/index.md', 'guide/README.md', 'guide/guide.md', 'README.md'].map(index)).toEqual([true, false, false, false]);
    // honojs/website keeps the repository's README.md beside index.md: VitePress builds it at /README.
    expect(docRouteOf(docPathParts('README.md'), undefined, undefined, '/', false, 'index')).toBe('/README');
    expect(docRouteOf(docPathParts('guide/index.md'), undefined, undefined, '/', false, 'index')).toBe('/guide');
  });
});

describe('routes', () => {
  const route = (p: string, id?: string, slug?: string, base = '/') => docRouteOf(docPathParts(p), id, slug, base);
  it('put folder pages at the folder, others at folder plus id, under the route base', () => {
    expect(route('01-guides/README.md')).toBe('/guides');
    expect(route('index.md')).toBe('/');
    expect(route('index.md', undefined, undefined, '/docs')).toBe('/docs');
    expect(route('guides/01-intro.md', 'start')).toBe('/guides/start');
    expect(route('guides/a.md', undefined, 'rel/x')).toBe('/guides/rel/x');
    expect(route('guides/a.md', undefined, '/abs/')).toBe('/abs');
  });

  it("resolve a relative slug from the file's folder as a URL path, as Docusaurus does", () => {
    // excalidraw's dev-docs: `introduction/get-started.mdx` with `slug: ../` is the docs' root, `/docs`.
    expect(route('introduction/get-started.mdx', undefined, '../', '/docs')).toBe('/docs');
    expect(route('a/b/c.md', undefined, '../x')).toBe('/a/x');
    expect(route('a/c.md', undefined, './y/')).toBe('/a/y');
    // Above the docs' root: kept as written, so it is an invalid route, reported.
    expect(route('a/c.md', undefined, '../../z')).toBe('/a/../../z');
  });

  it("decide a folder's own page by the file's name, not its id, as Docusaurus does", () => {
    // A page whose id repeats its folder's name is a page of that folder (a broken link on a real site otherwise).
    expect(route('ocr-testing/what-is-wdio-ocr-service.md', 'ocr-testing')).toBe('/ocr-testing/ocr-testing');
    expect(isCategoryIndex(docPathParts('ocr-testing/what-is-wdio-ocr-service.md'))).toBe(false);
    // An index file keeps the folder's route whatever id it gives itself.
    expect(route('guides/index.md', 'intro')).toBe('/guides');
  });

  it('join route bases without doubled or trailing slashes', () => {
    expect([underRouteBase('/', '/'), underRouteBase('/docs', ''), underRouteBase('/docs/', '/a/'), underRouteBase('/', 'a')]).toEqual([
      '/',
      '/docs',
      '/docs/a',
      '/a',
    ]);
  });
});
