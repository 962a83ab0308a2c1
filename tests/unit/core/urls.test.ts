import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  asHref,
  asSitePath,
  basePath,
  configHrefPath,
  isExternalUrl,
  isImmutablePath,
  leavesSite,
  joinSitePath,
  joinUrlPath,
  normaliseBaseUrl,
  normaliseRoute,
  outputFileUrl,
  safeDecodeURI,
  splitHref,
  routeOfPathname,
  routeMarkdownFile,
  routeOutputFile,
  SEARCH_FILES_DIR,
  SEARCH_MANIFEST_PATH,
  toSitePath,
  trimLeadingSlashes,
  trimSlashes,
  trimTrailingSlashes,
  withBase,
  withTrailingSlash,
  type Href,
  type SitePath,
} from '../../../core/urls.js';

describe('slash primitives', () => {
  it('trim slashes at one end, the other or both, however many, and keep the ones inside', () => {
    const cases = ['', '/', '//', 'a', '/a', '//a//', 'a/b', '/a//b/', '///a/b///'];
    expect(cases.map(trimSlashes)).toEqual(['', '', '', 'a', 'a', 'a', 'a/b', 'a//b', 'a/b']);
    expect(cases.map(trimLeadingSlashes)).toEqual(['', '', '', 'a', 'a', 'a//', 'a/b', 'a//b/', 'a/b///']);
    expect(cases.map(trimTrailingSlashes)).toEqual(['', '', '', 'a', '/a', '//a', 'a/b', '/a//b', '///a/b']);
    expect(trimTrailingSlashes('https://x.example//')).toBe('https://x.example');
  });

  it('adds a trailing slash only when there is none', () => {
    expect(['', '/', '/docs', '/docs/', 'docs//'].map(withTrailingSlash)).toEqual(['/', '/', '/docs/', '/docs/', 'docs//']);
  });

  it('joins URL path segments with exactly one slash at each joint', () => {
    expect(joinUrlPath('https://x.example/edit/main/', 'docs/a.md')).toBe('https://x.example/edit/main/docs/a.md');
    expect(joinUrlPath('https://x.example/edit//', '//docs/a.md')).toBe('https://x.example/edit/docs/a.md');
    expect(joinUrlPath('/docs/', '/')).toBe('/docs/');
    expect(joinUrlPath('/', '/a')).toBe('/a');
    expect(joinUrlPath('/', 'a')).toBe('/a');
    expect(joinUrlPath('a', '/', 'b')).toBe('a/b');
    expect(joinUrlPath('a', '', 'b')).toBe('a/b');
    expect(joinUrlPath('/a//b/', 'c//d/')).toBe('/a//b/c//d/');
    expect(joinUrlPath('a')).toBe('a');
    expect(joinUrlPath()).toBe('');
    expect(joinUrlPath('', '')).toBe('');
  });

  it('makes site paths: one leading slash, none trailing, `/` for nothing', () => {
    expect(joinSitePath('/docs/', '/a/b/')).toBe('/docs/a/b');
    expect(joinSitePath('/docs', 'a')).toBe('/docs/a');
    expect(joinSitePath('', '/fr', '', 'next')).toBe('/fr/next');
    expect(joinSitePath('/', '')).toBe('/');
    expect(joinSitePath('///')).toBe('/');
    expect(joinSitePath()).toBe('/');
    expect(joinSitePath('/a//b', 'c')).toBe('/a//b/c');
    expect(['a/b.css', '/a/b.css', '//a/b.css', ''].map(toSitePath)).toEqual(['/a/b.css', '/a/b.css', '/a/b.css', '/']);
  });
});

describe('site paths and hrefs', () => {
  // The `@ts-expect-error` lines are the test: `npm run typecheck` fails the day the types stop refusing them.
  it('are distinct types, so a base URL can be neither doubled nor forgotten', () => {
    const sitePath: SitePath = asSitePath('/a');
    const href: Href = withBase('/docs/', sitePath);
    // @ts-expect-error an href carries the base already: adding it again is refused
    expect(withBase('/docs/', href)).toBe('/docs/docs/a');
    // @ts-expect-error a site path still lacks the base: it is no href
    const missing: Href = sitePath;
    // @ts-expect-error a plain string must say what it is first
    expect(withBase('/docs/', '/a')).toBe('/docs/a');
    expect([href, missing]).toEqual(['/docs/a', '/a']);
    expect(asHref('https://x.example/a')).toBe('https://x.example/a');
  });
});

describe('core/urls', () => {
  it('normalises every spelling of a base URL to one with both slashes', () => {
    expect(['docs', '/docs', '/docs/', 'docs/', ' /docs// '].map(normaliseBaseUrl)).toEqual(Array(5).fill('/docs/'));
    expect(['', '/', '//'].map(normaliseBaseUrl)).toEqual(['/', '/', '/']);
    expect(normaliseBaseUrl('/a/b')).toBe('/a/b/');
    expect(basePath('/docs/')).toBe('/docs');
    expect(basePath('/')).toBe('');
  });

  it('adds the base to site paths only', () => {
    expect(withBase('/docs/', asSitePath('/'))).toBe('/docs');
    expect(withBase('/docs/', asSitePath('/guide/cycles#x'))).toBe('/docs/guide/cycles#x');
    expect(withBase('/', asSitePath('/guide'))).toBe('/guide');
    for (const other of ['https://x.example/', '//x.example/a', '#top', 'mailto:a@b.example', 'relative'])
      expect(withBase('/docs/', asSitePath(other))).toBe(other);
  });

  it('reads routes back from paths under the base, and refuses paths outside it', () => {
    expect(routeOfPathname('/docs/', '/docs')).toBe('/');
    expect(routeOfPathname('/docs/', '/docs/guide/cycles.html')).toBe('/guide/cycles');
    expect(routeOfPathname('/docs/', '/docs/guide/')).toBe('/guide');
    expect(routeOfPathname('/docs/', '/docsx/guide')).toBeNull();
    expect(routeOfPathname('/docs/', '/guide')).toBeNull();
    expect(normaliseRoute('/a/index.html')).toBe('/a');
  });

  it("reads a config href that starts with the base URL as Docusaurus' Link does: no second base", () => {
    expect(configHrefPath('/docs/', '/docs/config?x=1#top')).toBe('/config?x=1#top');
    expect(configHrefPath('/docs/', '/docs')).toBe('/');
    expect(configHrefPath('/docs/', '/docs#top')).toBe('/#top');
    expect(configHrefPath('/docs/', '/docsx/guide')).toBe('/docsx/guide');
    expect(configHrefPath('/docs/', '/guide')).toBe('/guide');
    expect(configHrefPath('/docs/', 'https://x.example/docs/a')).toBe('https://x.example/docs/a');
    expect(configHrefPath('/', '/docs/a')).toBe('/docs/a');
  });

  it('names output files and the search index from one rule', () => {
    expect(routeOutputFile('/')).toBe('index.html');
    expect(routeOutputFile('/a/b')).toBe('a/b.html');
    expect(routeMarkdownFile('/')).toBe('index.md');
    expect(routeMarkdownFile('/a/b')).toBe('a/b.md');
    expect(SEARCH_MANIFEST_PATH).toBe('_search/index.json');
    expect(isImmutablePath(`/${SEARCH_FILES_DIR}/s-0123456789ab.json`) && !isImmutablePath(`/${SEARCH_MANIFEST_PATH}`)).toBe(true);
    expect(outputFileUrl('/docs/', 'assets/app-1.js')).toBe('/docs/assets/app-1.js');
    expect(isImmutablePath('/assets/app-1.js') && isImmutablePath('/assets/search/s-1.json')).toBe(true);
    expect(isImmutablePath('/_search/index.json')).toBe(false);
    expect(isImmutablePath('/guide')).toBe(false);
  });

  it('builds canonical URLs from the origin, the base and the route', () => {
    expect(absoluteUrl({ url: 'https://d.example/', baseUrl: '/docs/' }, asSitePath('/a'))).toBe('https://d.example/docs/a');
    expect(absoluteUrl({ url: 'https://d.example', baseUrl: '/' }, asSitePath('/'))).toBe('https://d.example/');
  });

  it('tells external links from site links', () => {
    expect(['https://x.example', 'mailto:a@b.example', '//cdn.example/x.js'].every(isExternalUrl)).toBe(true);
    expect(['/a', '#b', 'c.md'].some(isExternalUrl)).toBe(false);
  });

  it("reads Docusaurus' pathname:// links as paths of this host: with the base URL, and not leaving the site", () => {
    expect(withBase('/docs/', asSitePath('pathname:///api/index.html#x'))).toBe('/docs/api/index.html#x');
    expect(withBase('/', asSitePath('pathname:///v5'))).toBe('/v5');
    expect(leavesSite('pathname:///v5')).toBe(false);
    expect(leavesSite('https://x.example')).toBe(true);
    expect(leavesSite('/a')).toBe(false);
  });

  it('splits hrefs and decodes them without ever throwing', () => {
    expect(splitHref('/a/b?x=1#Some%20Part')).toEqual({ pathname: '/a/b', query: '?x=1', anchor: 'Some Part' });
    expect(splitHref('#%zz')).toEqual({ pathname: '', query: '', anchor: '%zz' });
    expect(splitHref('/a')).toEqual({ pathname: '/a', query: '', anchor: null });
    expect(safeDecodeURI('/caf%C3%A9')).toBe('/café');
    expect(safeDecodeURI('/%zz')).toBe('/%zz');
  });
});
