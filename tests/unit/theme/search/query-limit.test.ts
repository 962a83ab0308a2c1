/** The search boxes' length limit, as the spec fixes it. */
import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH } from '../../../../theme/search/query-limit.js';

describe('query limit', () => {
  it('is 64 characters', () => {
    expect(MAX_QUERY_LENGTH).toBe(64);
  });
});
