/** A navbar link's look comes from the config (`variant: 'button'`), never from its label. */
import { describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { configText, makeSite } from '../support/fixture-site.js';

describe('navbar links from the config', () => {
  it("draw a call-to-action button for variant 'button' only, whatever the label", async () => {
    const items = `[
      { type: 'link', label: 'Get started', href: 'https://app.example/start', variant: 'button' },
      { type: 'link', label: 'Sign in', href: 'https://app.example/sign-in' },
    ]`;
    const root = makeSite({}, configText({ extra: `navbar: { items: ${items} },` }));
    const result = await build({ root, inMemory: true });
    expect(result.diagnostics).toEqual([]);
    const html = result.files!.text('index.html')!;
    expect(html).toContain('<a class="navbar-link navbar-cta" href="https://app.example/start"');
    expect(html).toContain('<a class="navbar-link" href="https://app.example/sign-in"');
  });
});
