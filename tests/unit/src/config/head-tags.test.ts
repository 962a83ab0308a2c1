/**
 * Head tags from the config: `head`, `scripts` and `stylesheets` become one list, rendered with every value
 * escaped, and the origins they load from are named for the Content-Security-Policy.
 */
import { describe, expect, it } from 'vitest';
import { headTagSchema, headTagSources, headTagsOf, renderHeadTags, scriptsSchema, stylesheetsSchema } from '../../../../src/config/head-tags.js';

const head = (tags: unknown[]) => tags.map((t) => headTagSchema.parse(t));

describe('head tags', () => {
  it('renders meta, link and script tags with escaped values, bare true attributes and no false ones', () => {
    const tags = head([
      { tagName: 'meta', attributes: { name: 'description"><script>x</script>', content: 'a & b' } },
      { tagName: 'LINK', attributes: { rel: 'preconnect', href: 'https://fonts.gstatic.example', crossorigin: true, hidden: false } },
      { tagName: 'script', attributes: { src: '/js/a.js?x=1&y=2', async: true } },
    ]);
    expect(renderHeadTags(tags)).toBe(
      [
        '<meta name="description&quot;&gt;&lt;script&gt;x&lt;/script&gt;" content="a &amp; b">',
        '<link rel="preconnect" href="https://fonts.gstatic.example" crossorigin>',
        '<script src="/js/a.js?x=1&amp;y=2" async></script>',
      ].join('\n'),
    );
  });

  it("takes Docusaurus' scripts and stylesheets shorthands, style sheets first", () => {
    const scripts = scriptsSchema.parse(['https://a.example/a.js', { src: '/b.js', defer: true }]);
    const stylesheets = stylesheetsSchema.parse([{ href: 'https://fonts.example/css', crossorigin: 'anonymous' }]);
    const tags = headTagsOf({ scripts, stylesheets, head: [] });
    expect(renderHeadTags(tags)).toBe(
      [
        '<link rel="stylesheet" href="https://fonts.example/css" crossorigin="anonymous">',
        '<script src="https://a.example/a.js"></script>',
        '<script src="/b.js" defer></script>',
      ].join('\n'),
    );
  });

  it('refuses other tags, scripts without src, inline content, event handlers and script addresses', () => {
    const problems = (tag: unknown) => headTagSchema.safeParse(tag).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(problems({ tagName: 'style', attributes: {} })).toEqual(['tagName: unknown-head-tag']);
    expect(problems({ tagName: 'script', attributes: { type: 'module' } })).toEqual(['tagName: head-inline-content']);
    expect(problems({ tagName: 'meta', attributes: {}, innerHTML: 'hi' })).toEqual(['innerHTML: head-inline-content']);
    expect(problems({ tagName: 'link', attributes: { href: 'a.css', OnLoad: 'x()' } })).toEqual(['attributes.OnLoad: unsafe-head-attribute']);
    expect(problems({ tagName: 'script', attributes: { src: ' JavaScript:alert(1)' } })).toEqual(['attributes.src: unsafe-head-attribute']);
    expect(scriptsSchema.safeParse(['data:text/javascript,alert(1)']).success).toBe(false);
    expect(problems({ tagName: 'meta', attributes: { 'bad name': 'x' } })?.[0]).toMatch(/expected an attribute name/);
  });

  it('names the other origins scripts, style sheets and preconnected font hosts load from', () => {
    const tags = head([
      { tagName: 'script', attributes: { src: 'https://stats.example/s.js' } },
      { tagName: 'script', attributes: { src: '/local.js' } },
      { tagName: 'link', attributes: { rel: 'stylesheet', href: '//cdn.example/a.css' } },
      { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.gstatic.example' } },
      { tagName: 'link', attributes: { rel: 'alternate', href: 'https://feeds.example/rss' } },
    ]);
    expect(headTagSources(tags)).toEqual({
      scripts: ['https://stats.example'],
      styles: ['https://cdn.example'],
      fonts: ['https://cdn.example', 'https://fonts.gstatic.example'],
    });
  });
});
