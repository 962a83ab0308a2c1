/**
 * The blog fixture (tests/fixtures/blog-site) builds as Docusaurus builds a blog: post routes and dates from file and
 * folder names, list excerpts cut at the truncate marker, paginated lists, tag, author and archive pages, feeds,
 * drafts left out, unlisted posts built but listed nowhere, search records under the blog's tag, links between
 * docs and posts checked both ways, and a blog in each locale with the posts' translations.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Element as XmlElement, Root as XmlRoot, RootContent } from 'xast';
import { fromXml } from 'xast-util-from-xml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDataWithBody } from '../../core/route-data.js';
import { routeOutputFile } from '../../core/urls.js';
import { build, type BuildResult } from '../../src/session/build.js';
import { dev } from '../../src/dev/index.js';
import { indexSite } from '../../src/session/index-records.js';
import { pageDataOf } from '../support/page-data.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/blog-site');
const copies: string[] = [];

function copyFixture(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docsgen-blog-'));
  copies.push(root);
  cpSync(fixture, root, { recursive: true });
  return root;
}

afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const page = (result: BuildResult, route: string): PageDataWithBody => {
  const text = result.files!.text(routeOutputFile(route));
  if (!text) throw new Error(`no page at ${route}`);
  return pageDataOf(text, (url) => result.files!.text(url.slice(1)));
};
/** The child elements of `parent` named `name`. */
const elements = (parent: XmlElement | XmlRoot, name: string): XmlElement[] =>
  (parent.children as RootContent[]).filter((node): node is XmlElement => node.type === 'element' && node.name === name);
/** The text of an XML node, its escapes read. */
const toText = (node: XmlRoot | RootContent): string =>
  node.type === 'text' || node.type === 'cdata' ? node.value : 'children' in node ? node.children.map(toText).join('') : '';
const has = (result: BuildResult, route: string) => result.files!.text(routeOutputFile(route)) !== undefined;
const problems = (result: BuildResult) => result.diagnostics.map((d) => `${d.severity} ${d.file}:${d.line} ${d.code}`);
/** The post titles a list page's entries link, in order. */
const entryTitles = (html: string) => [...html.matchAll(/<h2 class="blog-post-title"><a href="[^"]*">([^<]*)<\/a>/g)].map((m) => m[1]);

describe('a Docusaurus blog folder', () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await build({ root: copyFixture(), inMemory: true });
  }, 60_000);

  it('builds, warning only about the post that writes its author out', () => {
    expect(result.ok).toBe(true);
    expect(problems(result)).toEqual(['warning blog/2024-03-10-folder-post/index.md:2 blog-author-inline']);
  });

  it('routes posts by the date and name of their file or folder, and leaves drafts out', () => {
    for (const route of ['/blog/2024/01/15/launch', '/blog/2024/02/01/spring-tides', '/blog/2024/03/10/folder-post', '/blog/2024/05/01/hidden'])
      expect(has(result, route), route).toBe(true);
    expect(has(result, '/blog/2024/04/01/draft')).toBe(false);
    expect(result.files!.text('blog/rss.xml')).not.toContain('Not ready yet');
  });

  it('gives a post its header: title from its heading, date, reading time, authors from authors.yml', () => {
    const launch = page(result, '/blog/2024/01/15/launch');
    expect(launch.title).toBe('Tidewater launches');
    expect(launch.bodyHtml).toContain('<h1 class="blog-post-title">Tidewater launches</h1>');
    // The heading that gave the title is not repeated in the body.
    expect(launch.bodyHtml.match(/<h1/g)).toHaveLength(1);
    expect(launch.bodyHtml).toContain('January 15, 2024');
    expect(launch.bodyHtml).toContain('One min read');
    expect(launch.bodyHtml).toContain('href="/blog/authors/maya">Maya Okafor</a>');
    expect(launch.bodyHtml).toContain('Tom Ferris');
    expect(launch.bodyHtml).toContain('Details past the fold');
  });

  it('dates a post by its front matter over its file name', () => {
    expect(page(result, '/blog/2024/06/01/untruncated').bodyHtml).toContain('<time dateTime="2024-06-02">June 2, 2024</time>');
  });

  it('lists posts newest first, two to a page, each cut at its truncate marker with a Read more link', () => {
    const first = page(result, '/blog');
    expect(entryTitles(first.bodyHtml)).toEqual(['Summer schedule', 'A post in a folder']);
    const second = page(result, '/blog/page/2');
    expect(entryTitles(second.bodyHtml)).toEqual(['Spring tides explained', 'Tidewater launches']);
    expect(second.bodyHtml).toContain('The first release reads tide tables');
    expect(second.bodyHtml).not.toContain('Details past the fold');
    expect(second.bodyHtml).toContain('href="/blog/2024/01/15/launch" aria-label="Read more: Tidewater launches"');
    expect(first.bodyHtml).toContain('href="/blog/page/2" rel="next"');
    expect(second.bodyHtml).toContain('href="/blog" rel="prev"');
    // The MDX marker cuts too.
    expect(first.bodyHtml).not.toContain('Past the MDX marker');
  });

  it('shows the recent posts in a sidebar and links a post to its newer and older neighbours', () => {
    const spring = page(result, '/blog/2024/02/01/spring-tides');
    expect(spring.prev).toEqual({ label: 'A post in a folder', href: '/blog/2024/03/10/folder-post' });
    expect(spring.next).toEqual({ label: 'Tidewater launches', href: '/blog/2024/01/15/launch' });
    expect(spring.blog).toEqual({ kind: 'post', prevLabel: 'Newer post', nextLabel: 'Older post' });
    const sidebar = spring.sidebar![0]!;
    expect(sidebar.label).toBe('Recent posts');
    // Under a heading per year, as Docusaurus 3.5 draws them (`blog.sidebarGroupByYear`, on by default).
    const years = sidebar.kind === 'category' ? sidebar.items! : [];
    expect(years.map((item) => item.label)).toEqual(['2024']);
    expect(years[0]!.kind === 'category' && years[0]!.items!.map((item) => item.label)).toEqual([
      'Summer schedule',
      'A post in a folder',
      'Spring tides explained',
    ]);
  });

  it('lists the sidebar posts in one run with sidebarGroupByYear: false, and under each year otherwise', async () => {
    const root = copyFixture();
    const config = path.join(root, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace('blogSidebarCount: 3,', "blogSidebarCount: 'ALL', sidebarGroupByYear: false,"));
    const flat = (await build({ root, inMemory: true })).files!;
    const html = flat.text(routeOutputFile('/blog/2024/02/01/spring-tides'))!;
    expect(html).toContain('>Spring tides explained<');
    expect(html).not.toMatch(/>2024</);
    writeFileSync(path.join(root, 'blog/2023-12-24-eve.md'), '---\ntitle: Christmas eve tides\n---\n\nThe last tides of 2023.\n');
    writeFileSync(config, readFileSync(config, 'utf8').replace('sidebarGroupByYear: false,', ''));
    const grouped = await build({ root, inMemory: true });
    const years = page(grouped, '/blog').sidebar![0]!;
    expect(years.kind === 'category' && years.items!.map((item) => item.label)).toEqual(['2024', '2023']);
  });

  it("shows a post's tags under its body, each linking to its tag page, as Docusaurus' post footer does", () => {
    const launch = page(result, '/blog/2024/01/15/launch');
    expect(launch.tags).toEqual([{ label: 'Release', href: '/blog/tags/release' }]);
    const html = result.files!.text(routeOutputFile('/blog/2024/01/15/launch'))!;
    expect(html).toMatch(/<nav class="tag-list"[^>]*>.*?<a class="tag-link" href="\/blog\/tags\/release">Release<\/a>/s);
    // A post without tags has no tag list.
    expect(page(result, '/blog/2024/05/01/hidden').tags).toBeUndefined();
  });

  it('makes a page per tag (labels and descriptions from tags.yml), paginated, and a tags index', () => {
    const release = page(result, '/blog/tags/release');
    expect(release.title).toBe('3 posts tagged with "Release"');
    expect(release.bodyHtml).toContain('New versions of Tidewater.');
    // Back to the index under Docusaurus' words.
    expect(release.bodyHtml).toContain('<a href="/blog/tags">View All Tags</a>');
    expect(entryTitles(release.bodyHtml)).toEqual(['Summer schedule', 'Spring tides explained']);
    expect(entryTitles(page(result, '/blog/tags/release/page/2').bodyHtml)).toEqual(['Tidewater launches']);
    expect(entryTitles(page(result, '/blog/tags/tides').bodyHtml)).toEqual(['A post in a folder', 'Spring tides explained']);
    const tags = page(result, '/blog/tags').bodyHtml;
    expect(tags).toContain('href="/blog/tags/release">Release <span class="blog-count">3</span>');
    expect(tags).toContain('href="/blog/tags/tides">Tides <span class="blog-count">2</span>');
    // Grouped under a heading per initial letter, as on Docusaurus' tags page.
    expect([...tags.matchAll(/<h2 id="([A-Z])">/g)].map((m) => m[1])).toEqual(['R', 'T']);
  });

  it('makes a page for an author the authors file gives one, and none for another', () => {
    const maya = page(result, '/blog/authors/maya');
    expect(maya.title).toBe('Maya Okafor');
    expect(entryTitles(maya.bodyHtml)).toEqual(['Spring tides explained', 'Tidewater launches']);
    // The name once, as the page's heading (it was an h1 and again the author block's name).
    const header = /<header class="blog-list-author">[^]*?<\/header>/.exec(maya.bodyHtml)![0];
    expect(header.split('Maya Okafor').length - 1).toBe(1);
    expect(header).toMatch(/<h1 class="blog-author-name blog-list-title">(?:<a [^>]*>)?Maya Okafor/);
    expect(has(result, '/blog/authors/tom')).toBe(false);
    const authors = page(result, '/blog/authors').bodyHtml;
    expect(authors).toContain('2 posts');
    // Every author of the authors file, each name a heading (Tom, who has no page, too).
    expect([...authors.matchAll(/<h2 class="blog-author-name">(?:<a [^>]*>)?([^<]+)/g)].map((m) => m[1])).toEqual(['Maya Okafor', 'Tom Ferris']);
  });

  it('lists every listed post in the archive, by year, oldest first under its month and day, as Docusaurus does', () => {
    const archive = page(result, '/blog/archive').bodyHtml;
    expect(archive).toContain('<h2 id="year-2024">2024</h2>');
    expect([...archive.matchAll(/<a href="(\/blog\/2024[^"]*)"/g)].map((m) => m[1])).toEqual([
      '/blog/2024/01/15/launch',
      '/blog/2024/02/01/spring-tides',
      '/blog/2024/03/10/folder-post',
      '/blog/2024/06/01/untruncated',
    ]);
    expect(archive).toMatch(/<a href="\/blog\/2024\/02\/01\/spring-tides"><time dateTime="2024-02-01">February 1<\/time> - Spring tides explained<\/a>/);
  });

  it('builds an unlisted post with noindex, and lists it nowhere', () => {
    expect(page(result, '/blog/2024/05/01/hidden').noindex).toBe(true);
    for (const file of ['blog.html', 'blog/page/2.html', 'blog/archive.html', 'blog/rss.xml', 'sitemap.xml', 'blog/2024/01/15/launch.html'])
      expect(result.files!.text(file), file).not.toContain('/hidden');
  });

  it('writes RSS, Atom and JSON feeds of the listed posts, newest first', () => {
    const rss = result.files!.text('blog/rss.xml')!;
    const rssTree = fromXml(rss);
    expect(rssTree.children.some((node) => node.type === 'element' && node.name === 'rss')).toBe(true);
    expect([...rss.matchAll(/<item><title>([^<]*)<\/title>/g)].map((m) => m[1])).toEqual([
      'Summer schedule',
      'A post in a folder',
      'Spring tides explained',
      'Tidewater launches',
    ]);
    expect(rss).toContain('<link>https://tidewater.example.com/blog/2024/01/15/launch</link>');
    expect(rss).toContain('<copyright>Tidewater crew</copyright>');
    expect(rss).toContain('<category>Release</category>');
    const atom = result.files!.text('blog/atom.xml')!;
    fromXml(atom);
    expect(atom).toContain('<id>https://tidewater.example.com/blog/2024/02/01/spring-tides</id>');
    expect(atom).toContain('<summary type="text">Why spring tides run high.</summary>');
    expect(JSON.parse(result.files!.text('blog/feed.json')!).items).toHaveLength(4);
  });

  it("carries each post's whole body in every feed, its addresses absolute, as Docusaurus' feeds do", () => {
    const launch = 'https://tidewater.example.com/blog/2024/01/15/launch';
    const whole = (html: string | undefined) => {
      // Both sides of the truncate marker, the heading's anchor, and the links made absolute against the post.
      expect(html).toContain('The first release reads tide tables from any harbour.');
      expect(html).toMatch(/<h2 id="what-is-inside"/);
      expect(html).toContain('href="https://tidewater.example.com/docs"');
      expect(html).toContain('href="https://tidewater.example.com/blog/2024/03/10/folder-post"');
      expect(html).not.toMatch(/(href|src)="\//);
    };
    const channel = elements(elements(fromXml(result.files!.text('blog/rss.xml')!), 'rss')[0]!, 'channel')[0]!;
    const item = elements(channel, 'item').find((node) => toText(elements(node, 'link')[0]!) === launch)!;
    whole(toText(elements(item, 'content:encoded')[0]!));
    const feed = elements(fromXml(result.files!.text('blog/atom.xml')!), 'feed')[0]!;
    const entry = elements(feed, 'entry').find((node) => toText(elements(node, 'id')[0]!) === launch)!;
    const content = elements(entry, 'content')[0]!;
    expect(content.attributes.type).toBe('html');
    whole(toText(content));
    const items = JSON.parse(result.files!.text('blog/feed.json')!).items as { id: string; content_html?: string }[];
    whole(items.find((item) => item.id === launch)?.content_html);
    // Every listed post has its body, which an unlisted post's words never reach.
    expect(items.filter((item) => item.content_html).length).toBe(4);
  });

  it('lists posts, not list pages, in llms.txt, with each post as Markdown', () => {
    const llms = result.files!.text('llms.txt')!;
    expect(llms).toContain('[Tidewater launches](https://tidewater.example.com/blog/2024/01/15/launch.md)');
    expect(llms).not.toContain('/blog/tags');
    expect(llms).not.toContain('/blog/2024/05/01/hidden');
    expect(result.files!.text('blog/2024/01/15/launch.md')).toContain('Details past the fold');
    expect(result.files!.text('blog/page/2.md')).toBeUndefined();
  });

  it('lists posts and list pages in the sitemap, and resolves config links to the blog', () => {
    const sitemap = result.files!.text('sitemap.xml')!;
    expect(sitemap).toContain('<loc>https://tidewater.example.com/blog/2024/01/15/launch</loc>');
    expect(sitemap).toContain('<loc>https://tidewater.example.com/blog</loc>');
    expect(page(result, '/docs').bodyHtml).toContain('href="/blog/2024/03/10/folder-post"');
  });
});

describe("a post's blog keys", () => {
  it('are checked on posts: an author of another shape is an error at its line, though a doc may hold one with a warning', async () => {
    const root = copyFixture();
    writeFileSync(path.join(root, 'blog/2025-01-17-shaped.md'), '---\ntitle: Shaped\nauthor:\n  name: The Team\n---\n\nNews.\n');
    writeFileSync(path.join(root, 'docs/shaped.md'), '---\ntitle: Shaped doc\nauthor:\n  name: The Team\n---\n\nA doc.\n');
    const built = await build({ root, inMemory: true });
    expect(problems(built).sort()).toEqual([
      'error blog/2025-01-17-shaped.md:3 front-matter-invalid',
      'warning blog/2024-03-10-folder-post/index.md:2 blog-author-inline',
      'warning docs/shaped.md:3 front-matter-blog-only',
    ]);
  });
});

describe('a blog on a site with two locales', () => {
  let result: BuildResult;
  beforeAll(async () => {
    const root = copyFixture();
    const config = readFileSync(path.join(root, 'site.config.ts'), 'utf8');
    writeFileSync(
      path.join(root, 'site.config.ts'),
      config.replace("title: 'Tidewater',", "title: 'Tidewater',\n  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },"),
    );
    const translated = path.join(root, 'i18n/fr/docusaurus-plugin-content-blog');
    mkdirSync(translated, { recursive: true });
    mkdirSync(path.join(root, 'i18n/fr/docusaurus-plugin-content-docs/current'), { recursive: true });
    writeFileSync(path.join(root, 'i18n/fr/docusaurus-plugin-content-docs/current/index.md'), '# Documentation\n\nLa documentation.\n');
    writeFileSync(
      path.join(translated, '2024-01-15-launch.md'),
      '---\nauthors: [maya, tom]\ntags: [release]\n---\n\n# Tidewater est lancé\n\nLa première version lit les marées.\n\n<!-- truncate -->\n\n## Contenu\n\nVoir [la documentation](/docs).\n',
    );
    writeFileSync(path.join(translated, '2023-01-01-orphan.md'), '# Orphelin\n\nAucun billet anglais.\n');
    writeFileSync(path.join(translated, 'authors.yml'), 'maya:\n  name: Maya Okafor\n  title: Ingénieure du port\n  page: true\ntom:\n  name: Tom Ferris\n');
    writeFileSync(path.join(translated, 'options.json'), JSON.stringify({ title: { message: 'Le blog' }, 'sidebar.title': { message: 'Billets récents' } }));
    result = await build({ root, inMemory: true });
  }, 60_000);

  it("builds the locale's blog under its prefix, each post in its translation where it has one", () => {
    expect(result.ok).toBe(true);
    const launch = page(result, '/fr/blog/2024/01/15/launch');
    expect(launch.title).toBe('Tidewater est lancé');
    expect(launch.bodyHtml).toContain('La première version lit les marées.');
    expect(launch.bodyHtml).toContain('Ingénieure du port');
    // A post with no translation keeps its own words.
    const spring = page(result, '/fr/blog/2024/02/01/spring-tides').bodyHtml;
    expect(spring).toContain('Spring tides come with the full and new moon.');
    // …in the locale's dates and interface strings.
    expect(spring).toContain('1 février 2024');
    expect(spring).toContain('Lecture : 1 min');
    expect(page(result, '/blog/2024/02/01/spring-tides').bodyHtml).toContain('One min read');
    expect(page(result, '/blog/2024/01/15/launch').title).toBe('Tidewater launches');
    for (const route of ['/fr/blog', '/fr/blog/archive', '/fr/blog/tags/release']) expect(has(result, route), route).toBe(true);
    // A tag page's heading in the locale's words too (`theme.blog.tagTitle`), not English around a French count.
    expect(page(result, '/fr/blog/tags/release').title).toMatch(/^(Un billet|\d+ billets) avec l'étiquette « Release »$/);
  });

  it("titles the locale's blog and its sidebar from options.json", () => {
    const list = page(result, '/fr/blog');
    expect(list.title).toBe('Le blog');
    expect(list.sidebar?.[0]?.label).toBe('Billets récents');
    expect(page(result, '/blog').title).toBe('Blog');
  });

  it('warns about a translated post with no post to translate, and builds no page of it', () => {
    expect(problems(result)).toContain('warning i18n/fr/docusaurus-plugin-content-blog/2023-01-01-orphan.md:1 translation-orphan');
    expect(has(result, '/fr/blog/2023/01/01/orphan')).toBe(false);
  });

  it("writes each locale's feeds, links the locale's navbar to its blog, and lists its pages in the sitemap", () => {
    const rss = result.files!.text('fr/blog/rss.xml')!;
    expect(rss).toContain('<language>fr</language>');
    expect(rss).toContain('<link>https://tidewater.example.com/fr/blog/2024/01/15/launch</link>');
    expect(rss).toContain('Tidewater est lancé');
    expect(result.files!.text('blog/rss.xml')).toContain('<language>en</language>');
    expect(result.files!.text(routeOutputFile('/fr/docs'))).toContain('href="/fr/blog"');
    const sitemap = result.files!.text('sitemap.xml')!;
    expect(sitemap).toContain('<loc>https://tidewater.example.com/fr/blog/2024/01/15/launch</loc>');
    expect(sitemap).toContain('<loc>https://tidewater.example.com/blog/2024/01/15/launch</loc>');
  });

  it('names the same post in the other locale as its alternate', () => {
    expect(page(result, '/fr/blog/2024/01/15/launch').alternates?.locales).toEqual({ en: '/blog/2024/01/15/launch', fr: '/fr/blog/2024/01/15/launch' });
    expect(page(result, '/blog/archive').alternates?.locales).toEqual({ en: '/blog/archive', fr: '/fr/blog/archive' });
  });
});

describe("the feeds' post bodies, whichever way the posts were rendered", () => {
  const bodies = (rss: string) => rss.match(/<content:encoded>/g)?.length ?? 0;

  it('keeps them in a build that takes the posts from the cache', async () => {
    const root = copyFixture();
    expect((await build({ root })).ok).toBe(true);
    const first = readFileSync(path.join(root, 'build/blog/rss.xml'), 'utf8');
    expect(bodies(first)).toBe(4);
    writeFileSync(path.join(root, 'docs/index.md'), `${readFileSync(path.join(root, 'docs/index.md'), 'utf8')}\nAn edit elsewhere.\n`);
    const again = await build({ root });
    expect(again.cachedPages).toBeGreaterThan(4);
    expect(readFileSync(path.join(root, 'build/blog/rss.xml'), 'utf8')).toBe(first);
  });

  it('serves them from docsgen dev once the posts are rendered, and again after a post is edited', async () => {
    const root = copyFixture();
    const server = await dev({ root, port: 0, debounceMs: 5 });
    try {
      const rss = async () => (await fetch(`${server.url}/blog/rss.xml`)).text();
      // Asked for before the background pass has rendered every post, the feed is made again when the pass ends (dev
      // lists drafts too, as Docusaurus' does: five posts).
      await expect.poll(async () => bodies(await rss())).toBe(5);
      expect((await rss()).match(/<item>/g)?.length).toBe(5);
      const post = path.join(root, 'blog/2024-02-01-spring-tides.md');
      writeFileSync(post, `${readFileSync(post, 'utf8')}\nThe lanternfeed paragraph.\n`);
      await expect.poll(rss).toContain('The lanternfeed paragraph.');
    } finally {
      await server.close();
    }
  });
});

describe("a post's content title, as Docusaurus' blog takes it out", () => {
  it('leaves the body: the first heading when it is an h1, even after an introduction; not after another heading or a rule', async () => {
    const root = copyFixture();
    const post = (name: string, body: string) => writeFileSync(path.join(root, `blog/2024-07-0${name}.md`), `---\ntitle: Post ${name}\n---\n\n${body}\n`);
    post('1-intro', 'An introduction.\n\n# Use cases\n\nText one.\n\n# The requirements\n\nText two.');
    post('2-rule', 'An introduction.\n\n---\n\n# Kept after a rule\n\nText.');
    post('3-h2', '## First a section\n\n# Kept after an h2\n\nText.');
    // Titled by neither front matter nor an opening heading: no heading of it is taken for a title, so none leaves it.
    writeFileSync(path.join(root, 'blog/2024-07-04-untitled.md'), 'An introduction.\n\n# Kept without a title\n\nText.\n');
    const built = await build({ root, inMemory: true });
    const body = (route: string) => page(built, route).bodyHtml;
    const one = body('/blog/2024/07/01/intro');
    expect(one).not.toContain('Use cases');
    expect(one).toContain('Text one.');
    expect(one).toContain('The requirements');
    expect(one.match(/<h1/g)).toHaveLength(2); // the header's title and the second h1
    expect(body('/blog/2024/07/02/rule')).toContain('Kept after a rule');
    expect(body('/blog/2024/07/03/h2')).toContain('Kept after an h2');
    expect(body('/blog/2024/07/04/untitled')).toContain('Kept without a title');
  });
});

describe('tag pages', () => {
  it("are made at Docusaurus' routes for inline tags (lodash's kebab case), one per route, so migrated tag links still lead there", async () => {
    const root = copyFixture();
    writeFileSync(path.join(root, 'blog/2024-08-01-graphql.md'), '---\ntitle: GraphQL support\ntags: [GraphQL, v3, PactFlow, pactflow]\n---\n\nNews.\n');
    const built = await build({ root, inMemory: true });
    for (const route of ['/blog/tags/graph-ql', '/blog/tags/v-3', '/blog/tags/pact-flow', '/blog/tags/pactflow']) {
      expect(entryTitles(page(built, route).bodyHtml), route).toEqual(['GraphQL support']);
    }
    expect(has(built, '/blog/tags/graphql')).toBe(false);
  });
});

describe("a post with Docusaurus 1's author keys", () => {
  it('shows the author with the link, image and title of `authorURL`, `authorImageURL` and `authorTitle`, as Docusaurus still does', async () => {
    const root = copyFixture();
    const front =
      'author: Ada Tern\nauthorTitle: Harbour master\nauthorURL: https://ada.example\nauthorImageURL: https://ada.example/ada.png\nauthorTwitter: adatern';
    writeFileSync(path.join(root, 'blog/2024-06-01-legacy.md'), `---\n${front}\n---\n\n# Old keys\n\nWritten the old way.\n\n<!-- truncate -->\n`);
    const built = await build({ root, inMemory: true });
    const legacy = problems(built).filter((p) => p.includes('legacy.md'));
    // `authorTwitter` was never Docusaurus' key: it alone is unknown.
    expect(legacy.sort()).toEqual(['warning blog/2024-06-01-legacy.md:2 blog-author-inline', 'warning blog/2024-06-01-legacy.md:6 front-matter-unknown-key']);
    const post = page(built, '/blog/2024/06/01/legacy').bodyHtml;
    expect(post).toMatch(/<a[^>]*href="https:\/\/ada\.example"[^>]*>Ada Tern<\/a>/);
    expect(post).toContain('src="https://ada.example/ada.png"');
    expect(post).toContain('Harbour master');
  });
});

describe("a landing page reading the blog's recent posts from Docusaurus' generated folder", () => {
  /** A copy of the fixture whose src/pages/index.jsx is `source`. */
  const withLandingPage = (source: string) => {
    const root = copyFixture();
    mkdirSync(path.join(root, 'src/pages'), { recursive: true });
    writeFileSync(path.join(root, 'src/pages/index.jsx'), source);
    return root;
  };

  it('gets the blog sidebar data docsgen plans (title, newest posts up to blogSidebarCount), by either path', async () => {
    const root = withLandingPage(
      [
        "import Layout from '@theme/Layout';",
        "import latest from '@generated/docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json';",
        "const recent = require('../../.docusaurus/docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json');",
        'export default function Home() {',
        '  return (',
        '    <Layout title="Home">',
        '      <h2>{recent.title}</h2>',
        '      <ul className="recent">{recent.items.map((item) => <li key={item.permalink}><a href={item.permalink}>{item.title}</a> {item.date.slice(0, 10)}</li>)}</ul>',
        '      <p className="same">{String(latest === recent)}</p>',
        '    </Layout>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    const built = await build({ root, inMemory: true });
    expect(problems(built).filter((p) => p.startsWith('error'))).toEqual([]);
    const home = built.files!.text('index.html')!;
    expect(home).toContain('<h2>Recent posts</h2>');
    const items = [...home.matchAll(/<li><a href="([^"]+)">([^<]+)<\/a> (?:<!-- -->)?([\d-]+)<\/li>/g)].map((m) => `${m[1]} ${m[2]} ${m[3]}`);
    // blogSidebarCount: 3, newest first; the unlisted post of May is not among them.
    expect(items).toEqual([
      '/blog/2024/06/01/untruncated Summer schedule 2024-06-02',
      '/blog/2024/03/10/folder-post A post in a folder 2024-03-10',
      '/blog/2024/02/01/spring-tides Spring tides explained 2024-02-01',
    ]);
    expect(home).toContain('<p class="same">true</p>');
  });

  it('names any other file of that folder as one docsgen does not make, at the import', async () => {
    const root = withLandingPage(
      "import archive from '@site/.docusaurus/docusaurus-plugin-content-blog/default/blog-archive-80c.json';\nexport default function Home() { return <p>{archive.length}</p>; }\n",
    );
    const built = await build({ root, inMemory: true });
    const error = built.diagnostics.find((d) => d.severity === 'error')!;
    expect(`${error.file}:${error.line}`).toBe('src/pages/index.jsx:1');
    expect(error.message).toContain('is a file of .docusaurus/, which Docusaurus writes while it builds; docsgen writes no such folder and gives only');
  });
});

describe('blog problems', () => {
  it('reports a broken link in a post, and a doc link to a post that does not exist, like docs links', async () => {
    const root = copyFixture();
    const post = path.join(root, 'blog/2024-01-15-launch.md');
    writeFileSync(post, readFileSync(post, 'utf8') + '\nSee [nothing](/docs/missing).\n');
    writeFileSync(path.join(root, 'docs/other.md'), '# Other\n\nA [lost post](/blog/2099/01/01/lost).\n');
    const failed = await build({ root, inMemory: true });
    expect(failed.ok).toBe(false);
    const broken = failed.diagnostics.filter((d) => d.code === 'broken-link').map((d) => `${d.file}:${d.line}`);
    expect(broken.sort()).toEqual(['blog/2024-01-15-launch.md:16', 'docs/other.md:3']);
  });

  it("resolves a post's relative addresses from its address with a `/` with `trailingSlash: true`, as Docusaurus serves it there", async () => {
    const root = copyFixture();
    const config = path.join(root, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("docs: { routeBasePath: '/docs' },", "docs: { routeBasePath: '/docs' }, trailingSlash: true,"));
    const post = path.join(root, 'blog/2024-01-15-launch.md');
    // Served at /blog/2024/01/15/launch/: four levels up is /blog/, in the post and in its excerpt on the list.
    writeFileSync(post, readFileSync(post, 'utf8').replace('from any harbour.', 'from any harbour, by [Maya](../../../../authors/maya/).'));
    const built = await build({ root, inMemory: true });
    expect(problems(built).filter((p) => p.startsWith('error'))).toEqual([]);
    expect(page(built, '/blog/2024/01/15/launch').bodyHtml).toContain('<a href="/blog/authors/maya">Maya</a>');
    expect(page(built, '/blog/page/2').bodyHtml).toContain('<a href="/blog/authors/maya">Maya</a>');
  });

  it('reports a blog key whose folder is missing at the config', async () => {
    const root = copyFixture();
    writeFileSync(
      path.join(root, 'site.config.ts'),
      `import { defineConfig } from 'docsgen';\nexport default defineConfig({\n  title: 'T',\n  url: 'https://t.example',\n  blog: { path: 'news' },\n});\n`,
    );
    const failed = await build({ root, inMemory: true });
    expect(failed.ok).toBe(false);
    expect(failed.diagnostics.filter((d) => d.code === 'blog-folder-missing').map((d) => `${d.file}:${d.line}`)).toEqual(['site.config.ts:5']);
  });

  it('builds no blog with blog: false', async () => {
    const root = copyFixture();
    writeFileSync(
      path.join(root, 'site.config.ts'),
      `import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'T', url: 'https://t.example', docs: { routeBasePath: '/docs' }, blog: false });\n`,
    );
    writeFileSync(path.join(root, 'docs/index.md'), '# Docs\n\nThe docs alone.\n');
    const built = await build({ root, inMemory: true });
    expect(problems(built)).toEqual([]);
    expect(built.files!.text('blog.html')).toBeUndefined();
    expect(built.files!.text('blog/rss.xml')).toBeUndefined();
  });

  it('gives posts search records under the blog_posts tag, which contextual search includes', async () => {
    const root = copyFixture();
    const indexed = await indexSite({ root });
    expect(indexed.ok).toBe(true);
    const records = JSON.parse(readFileSync(path.join(root, 'search-records.json'), 'utf8')) as { url: string; docusaurus_tag: string }[];
    const launch = records.filter((r) => r.url === '/blog/2024/01/15/launch');
    expect(launch.length).toBeGreaterThan(0);
    expect(new Set(launch.map((r) => r.docusaurus_tag))).toEqual(new Set(['blog_posts']));
    expect(records.some((r) => r.url === '/blog' || r.url.startsWith('/blog/tags'))).toBe(false);
    expect(records.some((r) => r.url.includes('hidden'))).toBe(false);
    expect(records.find((r) => r.url === '/docs')?.docusaurus_tag).toBe('docs-default-current');
  }, 60_000);
});

describe("blog authors' socials (Docusaurus 3.5)", () => {
  it('links each profile by its platform, from a handle or an address, in authors.yml and inline, and warns of one it cannot read', async () => {
    const root = copyFixture();
    writeFileSync(
      path.join(root, 'blog/authors.yml'),
      [
        'maya:',
        '  name: Maya Okafor',
        '  page: true',
        '  socials:',
        '    github: mokafor',
        '    x: "@maya_x"',
        '    newsletter: https://news.example/maya',
        '    gitlab: maya',
        'tom:',
        '  name: Tom Ferris',
        '',
      ].join('\n'),
    );
    const folderPost = path.join(root, 'blog/2024-03-10-folder-post/index.md');
    writeFileSync(
      folderPost,
      readFileSync(folderPost, 'utf8').replace('    title: Visiting sailor', '    title: Visiting sailor\n    socials: { linkedin: sam-lee }'),
    );
    const built = await build({ root, inMemory: true });
    expect(problems(built)).toEqual(['warning blog/authors.yml:8 blog-author-social', 'warning blog/2024-03-10-folder-post/index.md:2 blog-author-inline']);
    expect(built.diagnostics[0]!.message).toBe(
      "The author `Maya Okafor`'s `socials.gitlab` is neither a handle of a platform docsgen knows nor an address, so it is not shown.",
    );
    const maya = page(built, '/blog/2024/01/15/launch').bodyHtml;
    expect(maya).toContain(
      '<span class="blog-author-socials"><a class="blog-author-social" href="https://github.com/mokafor" rel="noopener noreferrer">GitHub</a><a class="blog-author-social" href="https://x.com/maya_x" rel="noopener noreferrer">X</a><a class="blog-author-social" href="https://news.example/maya" rel="noopener noreferrer">newsletter</a></span>',
    );
    // On the author's own page too, and the inline author's.
    expect(page(built, '/blog/authors/maya').bodyHtml).toContain('href="https://github.com/mokafor"');
    expect(page(built, '/blog/2024/03/10/folder-post').bodyHtml).toContain(
      'href="https://www.linkedin.com/in/sam-lee/" rel="noopener noreferrer">LinkedIn</a>',
    );
  });
});

/** A small site of its own: `files` by path, written into a fresh folder. */
function siteOf(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docsgen-blog-'));
  copies.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('blog.truncateMarker', () => {
  it("cuts each list excerpt at the config's marker instead of Docusaurus' own, and warns of a post without it", async () => {
    const root = siteOf({
      'site.config.ts': [
        "import { defineConfig } from 'docsgen';",
        'export default defineConfig({',
        "  title: 'T',",
        "  url: 'https://t.example',",
        "  docs: { routeBasePath: '/docs' },",
        '  blog: { truncateMarker: /<!--\\s*more\\s*-->|\\{\\/\\*\\s*more\\s*\\*\\/\\}/ },',
        '});',
        '',
      ].join('\n'),
      'docs/index.md': '# Docs\n\nThe docs.\n',
      'blog/2024-01-01-cut.md': '# Cut\n\nAbove the marker.\n\n<!--more-->\n\nBelow the marker.\n',
      'blog/2024-02-01-mdx.mdx': '# In MDX\n\nAbove in MDX.\n\n{/* more */}\n\nBelow in MDX.\n',
      'blog/2024-03-01-old-marker.md': '# Old marker\n\nBefore the old marker.\n\n<!-- truncate -->\n\nAfter the old marker.\n',
    });
    const result = await build({ root, inMemory: true });
    expect(problems(result)).toEqual(['warning blog/2024-03-01-old-marker.md:1 blog-post-untruncated']);
    const list = page(result, '/blog').bodyHtml;
    expect(list).toContain('Above the marker.');
    expect(list).not.toContain('Below the marker.');
    expect(list).toContain('Above in MDX.');
    expect(list).not.toContain('Below in MDX.');
    // `<!-- truncate -->` is no marker on this site: the post is listed whole, and warned of.
    expect(list).toContain('After the old marker.');
    expect(list).toContain('aria-label="Read more: Cut"');
    expect(page(result, '/blog/2024/01/01/cut').bodyHtml).toContain('Below the marker.');
  }, 60_000);
});

describe("a blog inside the docs folder with i18n.layout: 'folders' (starlight-blog's layout)", () => {
  let result: BuildResult;
  beforeAll(async () => {
    const root = siteOf({
      'site.config.ts': [
        "import { defineConfig } from 'docsgen';",
        'export default defineConfig({',
        "  title: 'T',",
        "  url: 'https://t.example',",
        "  i18n: { defaultLocale: 'en', locales: ['en', 'fr'], layout: 'folders' },",
        "  docs: { path: 'src/content/docs', exclude: ['news/**', 'fr/news/**'] },",
        "  blog: { path: 'src/content/docs/news', routeBasePath: 'news' },",
        '});',
        '',
      ].join('\n'),
      'src/content/docs/index.md': '# Home\n\nHome.\n',
      'src/content/docs/fr/index.md': '# Accueil\n\nAccueil.\n',
      'src/content/docs/news/2024-01-01-launch.md': '# Launch\n\nWe launched.\n\n<!-- truncate -->\n\nMore.\n',
      'src/content/docs/news/2024-02-01-second.md': '# Second\n\nAgain.\n\n<!-- truncate -->\n\nMore.\n',
      'src/content/docs/fr/news/2024-01-01-launch.md': '# Lancement\n\nNous avons lancé.\n\n<!-- truncate -->\n\nPlus.\n',
      // Starlight pairs by slug: a `.md` translation of an `.mdx` post.
      'src/content/docs/news/2024-03-01-third.mdx': '# Third\n\nThrice.\n\n{/* truncate */}\n\nMore.\n',
      'src/content/docs/fr/news/2024-03-01-third.md': '# Troisième\n\nTrois fois.\n\n<!-- truncate -->\n\nPlus.\n',
      'src/content/docs/fr/news/2024-05-01-orphan.md': '# Orphelin\n\nAucun billet anglais.\n',
      'src/content/docs/fr/news/options.json': JSON.stringify({ title: { message: 'Nouvelles' } }),
    });
    result = await build({ root, inMemory: true });
  }, 60_000);

  it("builds the locale's posts from the blog's place in the locale's folder, paired by name whatever the extension, and a post without one in its own words", () => {
    expect(page(result, '/fr/news/2024/01/01/launch').bodyHtml).toContain('Nous avons lancé.');
    expect(page(result, '/fr/news/2024/02/01/second').bodyHtml).toContain('Again.');
    expect(page(result, '/news/2024/01/01/launch').bodyHtml).toContain('We launched.');
    expect(page(result, '/fr/news/2024/03/01/third').bodyHtml).toContain('Trois fois.');
    expect(entryTitles(page(result, '/fr/news').bodyHtml)).toEqual(['Troisième', 'Second', 'Lancement']);
    expect(page(result, '/fr/news').title).toBe('Nouvelles');
  });

  it('warns of a translated post with no post of its name, at its file, and builds no page of it', () => {
    expect(problems(result)).toEqual(['warning src/content/docs/fr/news/2024-05-01-orphan.md:1 translation-orphan']);
    expect(has(result, '/fr/news/2024/05/01/orphan')).toBe(false);
  });
});

describe('blog.excerptFrontMatter', () => {
  const files = (blog: string) => ({
    'site.config.ts': `import { defineConfig } from 'docsgen';\nexport default defineConfig({\n  title: 'T',\n  url: 'https://t.example',\n  docs: { routeBasePath: '/docs' },\n  blog: ${blog},\n});\n`,
    'docs/index.md': '# Docs\n\nThe docs.\n',
    'blog/2024-01-01-own.md': "---\ntitle: Own\nexcerpt: 'A **short** word.'\n---\n\nThe whole story.\n",
    'blog/2024-02-01-both.md': '---\ntitle: Both\nexcerpt: Front matter wins.\n---\n\nAbove the marker.\n\n<!-- truncate -->\n\nBelow.\n',
    'blog/2024-03-01-listed.md': '---\ntitle: Listed\nexcerpt:\n  - not text\n---\n\nShown whole.\n',
  });

  it("shows a post's excerpt key as its list entry, compiled as Markdown, over its truncate marker; another value is warned of", async () => {
    const result = await build({ root: siteOf(files("{ excerptFrontMatter: 'excerpt', onUntruncatedBlogPosts: 'ignore' }")), inMemory: true });
    expect(problems(result)).toEqual(['warning blog/2024-03-01-listed.md:3 blog-post-excerpt-invalid']);
    const list = page(result, '/blog').bodyHtml;
    expect(list).toContain('A <strong>short</strong> word.');
    expect(list).not.toContain('The whole story.');
    expect(list).toContain('aria-label="Read more: Own"');
    expect(list).toContain('Front matter wins.');
    expect(list).not.toContain('Above the marker.');
    expect(list).toContain('Shown whole.');
    expect(page(result, '/blog/2024/01/01/own').bodyHtml).toContain('The whole story.');
  }, 60_000);

  it("reads no excerpt key by default, as Docusaurus: the key is the site's own, warned of as one", async () => {
    const result = await build({ root: siteOf(files("{ onUntruncatedBlogPosts: 'ignore' }")), inMemory: true });
    const list = page(result, '/blog').bodyHtml;
    expect(list).toContain('The whole story.');
    expect(list).toContain('Above the marker.');
    expect(list).not.toContain('Front matter wins.');
    expect(problems(result)).toEqual(
      ['2024-01-01-own.md:3', '2024-02-01-both.md:3', '2024-03-01-listed.md:3'].map((at) => `warning blog/${at} front-matter-unknown-key`),
    );
  }, 60_000);
});
