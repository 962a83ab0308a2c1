/**
 * A post's body as a feed entry carries it: every address absolute against the post's URL, whatever form it was
 * written in, and nothing else of the HTML changed.
 */
import { describe, expect, it } from 'vitest';
import { feedContentHtml } from '../../../../src/emit/feed-content.js';

const POST = 'https://tide.example/base/blog/2024/01/15/launch';

describe('feedContentHtml', () => {
  it('makes site paths, relative paths and fragments absolute against the post', () => {
    const html =
      '<p>See <a href="/base/docs/intro">the docs</a>, <a href="../../02/01/spring">spring</a> and <a href="#inside">inside</a>.</p>' +
      '<img src="/base/assets/img/chart-1a2b.png" alt="Chart"/><video poster="/base/assets/img/p.png" src="clip.mp4"></video>';
    expect(feedContentHtml(html, POST)).toBe(
      '<p>See <a href="https://tide.example/base/docs/intro">the docs</a>, <a href="https://tide.example/base/blog/2024/02/01/spring">spring</a> and ' +
        '<a href="https://tide.example/base/blog/2024/01/15/launch#inside">inside</a>.</p>' +
        '<img src="https://tide.example/base/assets/img/chart-1a2b.png" alt="Chart"/>' +
        '<video poster="https://tide.example/base/assets/img/p.png" src="https://tide.example/base/blog/2024/01/15/clip.mp4"></video>',
    );
  });

  it('leaves addresses elsewhere as they are, and reads the escapes inside a value', () => {
    const html = '<a href="https://other.example/a?x=1&amp;y=2">x</a><a href="mailto:crew@tide.example">m</a><a href="/base/it&#x27;s">q</a>';
    expect(feedContentHtml(html, POST)).toBe(
      '<a href="https://other.example/a?x=1&amp;y=2">x</a><a href="mailto:crew@tide.example">m</a><a href="https://tide.example/base/it&#39;s">q</a>',
    );
  });

  it('resolves each candidate of a srcset and keeps its descriptor; leaves a list with data: addresses alone', () => {
    expect(feedContentHtml('<img srcset="/base/a.png 1x, b.png 2x" src="/base/a.png"/>', POST)).toBe(
      '<img srcset="https://tide.example/base/a.png 1x, https://tide.example/base/blog/2024/01/15/b.png 2x" src="https://tide.example/base/a.png"/>',
    );
    const inline = '<img srcset="data:image/png;base64,AAAA 1x, /base/b.png 2x"/>';
    expect(feedContentHtml(inline, POST)).toBe(inline);
  });

  it('does not touch text that looks like an attribute, nor other attributes', () => {
    const html = '<p data-href="/x" title="src=&quot;/y&quot;">href=&quot;/z&quot;</p>';
    expect(feedContentHtml(html, POST)).toBe(html);
  });
});
