/**
 * A site's overridden theme components in Chromium (tests/fixtures/theme-overrides, plus a wrapped Navbar): the
 * replaced Footer and the wrapped Navbar hydrate without console errors (the footer's button counts clicks), and
 * client navigation keeps them, the footer's state included.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useFixtureBrowser } from '../support/fixture-browser.js';

const NAVBAR_WRAPPER = `import type { ComponentProps } from 'react';
import Original from '@theme-original/Navbar';

export default function NavbarWrapper(props: ComponentProps<typeof Original>) {
  return (
    <div className="lantern-navbar">
      <Original {...props} />
    </div>
  );
}
`;

describe('overridden theme components in the browser', () => {
  const site = useFixtureBrowser('theme-overrides', (root) => writeFileSync(path.join(root, 'theme-overrides/Navbar.tsx'), NAVBAR_WRAPPER));
  let page: Page;
  let errors: string[];
  beforeEach(() => {
    ({ page, errors } = site);
  });

  const ready = () => page.waitForFunction(() => Boolean((window as unknown as { __docsgen?: object }).__docsgen));
  const counter = () => page.locator('footer.lantern-footer button.lantern-count');

  it('hydrates the replaced Footer and the wrapped Navbar, and client navigation keeps them', async () => {
    await page.goto(`${site.server.url}/`);
    await ready();
    expect(await page.locator('.lantern-navbar nav.navbar').count()).toBe(1);
    await expect
      .poll(async () => {
        await counter().click();
        return counter().textContent();
      })
      .not.toBe('Clicked 0');
    const clicked = await counter().textContent();

    await page.evaluate(() => (window as unknown as { __docsgen: { navigate(h: string): Promise<void> } }).__docsgen.navigate('/mdx-page'));
    await expect.poll(() => page.locator('article.markdown h1').textContent()).toBe('In MDX');
    expect(await page.locator('.lantern-navbar nav.navbar').count()).toBe(1);
    // The same footer, still mounted: its count survives the navigation.
    expect(await counter().textContent()).toBe(clicked);
    // The wrapped navbar still works: its links navigate on the client.
    await page.locator('.lantern-navbar a.navbar-brand, .lantern-navbar a[href="/"]').first().click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/');
    expect(await counter().textContent()).toBe(clicked);
    expect(errors).toEqual([]);
  });
});
