import { describe, expect, it } from 'vitest';
import { escapeHtml, inlineScriptJson } from '../../../core/html.js';

describe('core/html', () => {
  it('escapes text for markup', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('makes values safe inside an inline script, and still the same value', () => {
    const tricky = { id: '</script><script>alert(1)</script>', note: '<!-- x', lines: 'a\u2028b\u2029c' };
    const text = inlineScriptJson(tricky);
    expect(text).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(text)).toEqual(tricky);
    expect(inlineScriptJson(undefined)).toBe('null');
  });
});
