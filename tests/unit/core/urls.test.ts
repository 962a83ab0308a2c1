import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  basePath,
  isExternalUrl,
  isImmutablePath,
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
  withBase,
} from '../../../core/urls.js';

describe('core/urls', () => {
  it('normalises every spelling of a base URL to one with both slashes', () => {
    expect(['docs', '/docs', '/docs/', 'docs/', ' /docs// '].map(normaliseBaseUrl)).toEqual(Array(5).fill('/docs/'));
    expect(['', '/', '//'].map(normaliseBaseUrl)).toEqual(['/', '/', '/']);
    expect(normaliseBaseUrl('/a/b')).toBe('/a/b/');
    expect(basePath('/docs/')).toBe('/docs');
    expect(basePath('/')).toBe('');
  });

  it('adds the base to site paths only', () => {
    expect(withBase('/docs/', '/')).toBe('/docs');
    expect(withBase('/docs/', '/guide/cycles#x')).toBe('/docs/guide/cycles#x');
    expect(withBase('/', '/guide')).toBe('/guide');
    for (const other of ['https://x.example/', '//x.example/a', '#top', 'mailto:a@b.example', 'relative']) expect(withBase('/docs/', other)).toBe(other);
  });

  it('reads routes back from paths under the base, and refuses paths outside it', () => {
    expect(routeOfPathname('/docs/', '/docs')).toBe('/');
    expect(routeOfPathname('/docs/', '/docs/guide/cycles.html')).toBe('/guide/cycles');
    expect(routeOfPathname('/docs/', '/docs/guide/')).toBe('/guide');
    expect(routeOfPathname('/docs/', '/docsx/guide')).toBeNull();
    expect(routeOfPathname('/docs/', '/guide')).toBeNull();
    expect(normaliseRoute('/a/index.html')).toBe('/a');
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
    expect(absoluteUrl({ url: 'https://d.example/', baseUrl: '/docs/' }, '/a')).toBe('https://d.example/docs/a');
    expect(absoluteUrl({ url: 'https://d.example', baseUrl: '/' }, '/')).toBe('https://d.example/');
  });

  it('tells external links from site links', () => {
    expect(['https://x.example', 'mailto:a@b.example', '//cdn.example/x.js'].every(isExternalUrl)).toBe(true);
    expect(['/a', '#b', 'c.md'].some(isExternalUrl)).toBe(false);
  });

  it('splits hrefs and decodes them without ever throwing', () => {
    expect(splitHref('/a/b?x=1#Some%20Part')).toEqual({ pathname: '/a/b', query: '?x=1', anchor: 'Some Part' });
    expect(splitHref('#%zz')).toEqual({ pathname: '', query: '', anchor: '%zz' });
    expect(splitHref('/a')).toEqual({ pathname: '/a', query: '', anchor: null });
    expect(safeDecodeURI('/caf%C3%A9')).toBe('/café');
    expect(safeDecodeURI('/%zz')).toBe('/%zz');
  });
});
