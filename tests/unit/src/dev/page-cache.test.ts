import { describe, expect, it } from 'vitest';
import { PageCache } from '../../../../src/dev/page-cache.js';

const files = (route: string) => [{ path: `${route.slice(1)}.html`, content: route }];

describe('PageCache', () => {
  it('holds at most its capacity, dropping the least recently used page first', () => {
    const cache = new PageCache(2);
    cache.set('/a', files('/a'));
    cache.set('/b', files('/b'));
    expect(cache.get('/a')).toEqual(files('/a')); // now /b is the oldest
    cache.set('/c', files('/c'));
    expect(cache.size).toBe(2);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toEqual(files('/a'));
    expect(cache.get('/c')).toEqual(files('/c'));
  });

  it('copies share the files but not the entries, leaving out the pages named', () => {
    const cache = new PageCache(3);
    cache.set('/a', files('/a'));
    cache.set('/b', files('/b'));
    const copy = cache.copy(['/a']);
    expect(copy.get('/a')).toBeUndefined();
    expect(copy.get('/b')).toBe(cache.get('/b'));
    copy.set('/c', files('/c'));
    expect(cache.get('/c')).toBeUndefined();
    expect(copy.capacity).toBe(3);
  });
});
