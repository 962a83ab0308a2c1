/** Config text that reaches an inline script (the announcement bar id) cannot end the script element. */
import { describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { configText, makeSite } from '../support/fixture-site.js';

describe('inline scripts', () => {
  it('keep an announcement id holding </script> inside the head script', async () => {
    const id = `x</script><script>window.__pwned=1</script>`;
    const root = makeSite({}, configText({ extra: `announcementBar: { id: ${JSON.stringify(id)}, content: 'Hello' },` }));
    const result = await build({ root, inMemory: true });
    expect(result.ok).toBe(true);
    const html = result.files!.text('index.html')!;
    expect(html).not.toContain('window.__pwned=1</script>');
    expect(html.match(/<script\b/g)!.length).toBe(html.match(/<\/script>/g)!.length);
    const head = /<script>(\(function\(\)\{var d=document[^]*?)<\/script>/.exec(html)![1]!;
    expect(head).toContain('x\\u003c/script>\\u003cscript>window.__pwned=1\\u003c/script>');
  });
});
