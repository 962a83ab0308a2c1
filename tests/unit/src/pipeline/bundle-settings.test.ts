/**
 * webpack's alias matching, as the config's `bundle.alias` and `bundle.fallback` follow it: a key ending in `$`
 * matches that import alone, another key its subpaths too (the rest kept), the longest key wins, `false` stays
 * `false`, and an import that only starts with the same letters is not matched.
 */
import { describe, expect, it } from 'vitest';
import { aliasedRequest } from '../../../../src/pipeline/bundle-settings.js';

describe('aliasedRequest', () => {
  const table = { 'react-native$': 'react-native-web', lodash: 'lodash-es', 'lodash/fp': './src/fp', fs: false } as const;

  it('matches an exact key only for that import', () => {
    expect(aliasedRequest('react-native', table)).toBe('react-native-web');
    expect(aliasedRequest('react-native/Libraries/Text', table)).toBeUndefined();
  });

  it('carries a subpath over to the target, and prefers the longest key', () => {
    expect(aliasedRequest('lodash', table)).toBe('lodash-es');
    expect(aliasedRequest('lodash/debounce', table)).toBe('lodash-es/debounce');
    expect(aliasedRequest('lodash/fp/map', table)).toBe('./src/fp/map');
  });

  it('keeps false, and leaves imports that merely start alike', () => {
    expect(aliasedRequest('fs', table)).toBe(false);
    expect(aliasedRequest('fs-extra', table)).toBeUndefined();
    expect(aliasedRequest('lodash-es', table)).toBeUndefined();
  });
});
