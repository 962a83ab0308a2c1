/** Inline HTML of the config (the announcement bar, the footer copyright), as Docusaurus takes it, read into the nodes the theme draws. */
import { describe, expect, it } from 'vitest';
import { COPYRIGHT_HTML, inlineHtml } from '../../../../src/config/inline-html.js';

describe('inlineHtml', () => {
  it('keeps text, links and inline emphasis; a site link written with the base URL names the route after it', () => {
    const read = inlineHtml(
      '⭐️ Star us on <a href="https://github.com/x/y" target="_blank" rel="noopener noreferrer">GitHub</a>, read <a class="news" href="/docs/blog/v2">what is <b>new</b></a> &amp; more',
      '/docs/',
    );
    expect(read.nodes).toEqual([
      '⭐️ Star us on ',
      { tag: 'a', href: 'https://github.com/x/y', newTab: true, children: ['GitHub'] },
      ', read ',
      { tag: 'a', href: '/blog/v2', className: 'news', children: ['what is ', { tag: 'b', children: ['new'] }] },
      ' & more',
    ]);
    expect(read.siteLinks).toEqual(['/docs/blog/v2']);
    expect(read.dropped).toEqual([]);
  });

  it('leaves out what the allowlist does not keep, naming it, and keeps the text inside', () => {
    const read = inlineHtml(
      '<img src="x.png" onerror="alert(1)">Hi <script>alert(2)</script><a href="javascript:alert(3)" onclick="alert(4)">there</a><div>!</div>',
      '/',
    );
    expect(read.nodes).toEqual(['Hi ', 'there', '!']);
    expect(read.dropped.sort()).toEqual(['<div>', '<img>', '<script>', 'onclick on <a>'].sort());
    expect(read.siteLinks).toEqual([]);
  });

  it("keeps `data-` attributes, inert data a site's own script reads (GitHub's buttons), by their HTML names; names another left out as HTML writes it", () => {
    const read = inlineHtml(
      '<a class="github-button" href="https://github.com/x/y" data-icon="octicon-star" data-show-count="true" data-count-aria-label="# stargazers" tabindex="3">Star</a>',
      '/',
    );
    expect(read.nodes).toEqual([
      {
        tag: 'a',
        children: ['Star'],
        className: 'github-button',
        data: { 'data-icon': 'octicon-star', 'data-show-count': 'true', 'data-count-aria-label': '# stargazers' },
        href: 'https://github.com/x/y',
      },
    ]);
    expect(read.dropped).toEqual(['tabindex on <a>']);
  });

  it('reads plain text as one text node, whatever characters it has', () => {
    expect(inlineHtml('Pi, the assistant, answers <3 questions & more', '/').nodes).toEqual(['Pi, the assistant, answers <3 questions & more']);
  });

  it('keeps images where asked (a footer item: a badge, a button), with the base URL on a site file, and refuses other addresses', () => {
    const read = inlineHtml(
      '<a href="https://www.netlify.com" target="_blank" aria-label="Deploys by Netlify"><img src="https://x.example/badge.svg" alt="Deploys by Netlify" width="114" height="51" loading="lazy" style="margin: 0"></a> <img src="/img/star.svg" alt=""><img src="data:image/png;base64,AAAA" alt="x">',
      '/docs/',
      { images: true },
    );
    expect(read.nodes).toEqual([
      {
        tag: 'a',
        href: 'https://www.netlify.com',
        newTab: true,
        ariaLabel: 'Deploys by Netlify',
        children: [{ tag: 'img', src: 'https://x.example/badge.svg', alt: 'Deploys by Netlify', width: 114, height: 51, children: [] }],
      },
      ' ',
      { tag: 'img', src: '/docs/img/star.svg', alt: '', children: [] },
    ]);
    expect(read.siteLinks).toEqual(['/img/star.svg']);
    expect(read.dropped).toEqual(['style on <img>']);
    // Without the option an image is left out, as in the announcement bar.
    expect(inlineHtml('<img src="/img/star.svg" alt="Star">', '/').dropped).toEqual(['<img>']);
  });

  it("reads the copyright's paragraphs as lines and keeps its images, as Docusaurus writes it (Jest's, Kysely's)", () => {
    const read = inlineHtml(
      '<p>Copyright © Meta Platforms, Inc.</p>\n<p>Jest is <b>MIT</b> licensed.</p><div><a href="https://vercel.com"><img src="/img/vercel.svg" alt="Powered by Vercel"></a></div>',
      '/',
      COPYRIGHT_HTML,
    );
    expect(read.nodes).toEqual([
      'Copyright © Meta Platforms, Inc.',
      { tag: 'br', children: [] },
      'Jest is ',
      { tag: 'b', children: ['MIT'] },
      ' licensed.',
      { tag: 'br', children: [] },
      { tag: 'a', href: 'https://vercel.com', children: [{ tag: 'img', src: '/img/vercel.svg', alt: 'Powered by Vercel', children: [] }] },
    ]);
    expect(read.dropped).toEqual([]);
  });
});
