/** Where a locale's translated blog is read from, and what pairs a translation with its post. */
import { describe, expect, it } from 'vitest';
import { localeBlogFolder, translationKey } from '../../../../src/pipeline/blog-sources.js';

const config = (layout: 'docusaurus' | 'folders', docsPath: string, localesPath?: string) => ({
  i18n: { layout, ...(localesPath ? { localesPath } : {}) },
  docs: { path: docsPath },
});

describe('localeBlogFolder', () => {
  it("is Docusaurus' i18n folder, paired by file name, in Docusaurus' layout, even for a blog inside the docs", () => {
    expect(localeBlogFolder('/site', config('docusaurus', 'docs'), 'docs/blog', 'fr')).toEqual({
      folder: 'i18n/fr/docusaurus-plugin-content-blog',
      bySlug: false,
    });
  });

  it("is the blog's place in the locale's folder with layout 'folders' and the blog in the docs (or localesPath), paired by slug", () => {
    expect(localeBlogFolder('/site', config('folders', 'src/content/docs'), 'src/content/docs/blog', 'fr')).toEqual({
      folder: 'src/content/docs/fr/blog',
      bySlug: true,
    });
    expect(localeBlogFolder('/site', config('folders', './src/content/docs/'), 'src/content/docs/news/posts', 'zh-CN')).toEqual({
      folder: 'src/content/docs/zh-CN/news/posts',
      bySlug: true,
    });
    expect(localeBlogFolder('/site', config('folders', 'docs/en', 'docs'), 'docs/blog', 'fr')).toEqual({ folder: 'docs/fr/blog', bySlug: true });
  });

  it("stays Docusaurus' folder for a blog outside the folder of the locale folders", () => {
    expect(localeBlogFolder('/site', config('folders', 'docs'), 'blog', 'fr')).toEqual({ folder: 'i18n/fr/docusaurus-plugin-content-blog', bySlug: false });
    // A folder whose name only starts like the docs folder's is not inside it.
    expect(localeBlogFolder('/site', config('folders', 'docs'), 'docs-blog', 'fr').bySlug).toBe(false);
  });
});

describe('translationKey', () => {
  it('is the path as written by file name, and the path without its Markdown extension by slug', () => {
    expect(translationKey('2024/launch.mdx', false)).toBe('2024/launch.mdx');
    expect(translationKey('2024/launch.mdx', true)).toBe('2024/launch');
    expect(translationKey('2024/launch.md', true)).toBe('2024/launch');
  });
});
