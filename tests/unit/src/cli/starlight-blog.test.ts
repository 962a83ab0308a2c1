import { describe, expect, it } from 'vitest';
import { starlightBlog } from '../../../../src/cli/starlight-blog.js';

describe("starlight-blog's options as docsgen's blog", () => {
  it("takes a title in a locale's language as that locale's blog title, by its folder, and says one of no locale", () => {
    const blog = starlightBlog({ title: { en: 'News', 'zh-CN': '新闻', de: 'Neuigkeiten' } }, undefined, 'en', true, { 'zh-CN': 'zh-cn', fr: 'fr' });
    expect(blog.title).toBe('News');
    expect(blog.localeTitles).toEqual({ 'zh-cn': '新闻' });
    expect(blog.leftOut).toContain("the blog's title in de (a language of none of Starlight's locales)");
  });

  it("takes the plugin's documented defaults: /blog, five posts a page, ten in the sidebar, no reading time, RSS only with Astro's site", () => {
    expect(starlightBlog({}, undefined, 'en', false)).toEqual({
      prefix: 'blog',
      title: null,
      postsPerPage: 5,
      sidebarCount: 10,
      readingTime: false,
      rss: false,
      authors: {},
      localeTitles: {},
      leftOut: [
        expect.stringMatching(/^a post's `cover` and `featured` \(declared as front matter keys/),
        expect.stringMatching(/^the `picture` of an author written out in a post/),
      ],
    });
    expect(starlightBlog({}, 'https://comet.dev', 'en', false).rss).toBe(true);
    expect(starlightBlog({ rss: false }, 'https://comet.dev', 'en', false).rss).toBe(false);
  });

  it("reads the default locale's title, the authors (a public file's or an address' picture as image_url), and says what it leaves out", () => {
    const blog = starlightBlog(
      {
        prefix: '/news/',
        title: { en: 'News', fr: 'Nouvelles' },
        postCount: 3,
        recentPostCount: 0,
        metrics: { readingTime: true, words: 'total' },
        prevNextLinksOrder: 'chronological',
        authors: { ada: { name: 'Ada', picture: './src/assets/ada.png' }, nameless: { title: 'x' } },
      },
      undefined,
      'fr',
      true,
    );
    expect(blog).toMatchObject({ prefix: 'news', title: 'Nouvelles', postsPerPage: 3, sidebarCount: 0, readingTime: true });
    expect(blog.authors).toEqual({ ada: { name: 'Ada' } });
    expect(blog.leftOut).toEqual([
      expect.stringMatching(/^a post's `cover` and `featured` \(declared as front matter keys/),
      expect.stringMatching(/^a post of a locale folder \(`<locale>\/news\/`\) with no post of its name in `news\/`: docsgen builds a locale's translations/),
      expect.stringMatching(/^the blog's title in en /),
      '`metrics.words` (docsgen shows reading time, not word counts)',
      "`prevNextLinksOrder: 'chronological'` (docsgen's newer/older links keep Docusaurus' order)",
      expect.stringMatching(/^Ada's picture `.\/src\/assets\/ada.png` \(an authors map's `image_url` is an address/),
      expect.stringMatching(/^the `picture` of an author written out in a post/),
      expect.stringMatching(/^the plugin's authors as every post's authors/),
    ]);
  });
});
