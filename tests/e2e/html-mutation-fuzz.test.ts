/**
 * Fuzz of the HTML path against a real browser's parser: random nestings of the elements that switch parsing
 * rules (`math`, `svg`, `style`, `table`, `noscript`, `template`, `foreignObject`, `select`, `textarea`, `title`)
 * around payloads that run code when read as markup. Each page is compiled as the build does, and the HTML it
 * outputs is parsed by Chromium with scripting on (where `<noscript>` holds text): no `on*` attribute and no
 * `<script>` may survive, and no handler may fire. The seed is fixed so CI is repeatable; FUZZ_SEED=<n> explores others.
 */
import fc from 'fast-check';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { compile } from '../support/markdown.js';

const seed = Number(process.env.FUZZ_SEED ?? 20261128);

const WRAPPERS = [
  'math',
  'mtext',
  'mglyph',
  'malignmark',
  'svg',
  'foreignObject',
  'desc',
  'style',
  'table',
  'caption',
  'td',
  'noscript',
  'template',
  'select',
  'textarea',
  'title',
  'iframe',
  'xmp',
  'div',
  'p',
  'a',
  'details',
];
const PAYLOADS = [
  '<img src=x onerror=window.__fired(1)>',
  '<svg onload=window.__fired(2)>',
  '<script>window.__fired(3)</script>',
  '</style><img src=x onerror=window.__fired(4)>',
  '</noscript><img src=x onerror=window.__fired(5)>',
  '<iframe srcdoc="<script>parent.__fired(6)</script>"></iframe>',
  '<a href="javascript:window.__fired(7)">x</a>',
  '<!--<img src=x onerror=window.__fired(8)>-->',
  '<p title="</title><img src=x onerror=window.__fired(9)>">t</p>',
  '&lt;img src=x onerror=window.__fired(10)&gt;',
];

/** A nesting of wrappers around a payload, each closed or left open at random, with stray text between. */
const nesting = fc
  .tuple(
    fc.array(fc.tuple(fc.constantFrom(...WRAPPERS), fc.boolean()), { minLength: 1, maxLength: 6 }),
    fc.constantFrom(...PAYLOADS),
    fc.constantFrom('', '\n', '\n\n', 'text'),
  )
  .map(([wrappers, payload, gap]) => {
    const open = wrappers.map(([tag]) => `<${tag}>`).join(gap);
    const close = [...wrappers]
      .reverse()
      .map(([tag, closed]) => (closed ? `</${tag}>` : ''))
      .join('');
    return `${open}${payload}${close}`;
  });

describe('HTML written in pages, parsed again by Chromium', () => {
  let browser: Browser;
  let page: Page;
  let fired: number[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.exposeFunction('__fired', (n: number) => fired.push(n));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('never ends with a script, an event handler or a fired handler', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(nesting, { minLength: 1, maxLength: 3 }), async (blocks) => {
        const markdown = `Intro\n\n${blocks.join('\n\n')}\n`;
        const html = (await compile(markdown)).bodyHtml;
        fired = [];
        await page.setContent(`<!doctype html><html><body><main>${html}</main></body></html>`, { waitUntil: 'load' });
        const found = await page.evaluate(() => {
          const problems: string[] = [];
          const walk = (root: ParentNode) => {
            for (const element of Array.from(root.querySelectorAll('*'))) {
              if (element.localName === 'script') problems.push('script');
              for (const attribute of Array.from(element.attributes)) {
                if (/^on/i.test(attribute.name)) problems.push(`${element.localName} ${attribute.name}`);
                if (/^\s*javascript:/i.test(attribute.value)) problems.push(`${element.localName} ${attribute.name}=javascript:`);
                if (attribute.name === 'srcdoc') problems.push('srcdoc');
              }
              if (element instanceof HTMLTemplateElement) walk(element.content);
            }
          };
          walk(document);
          return problems;
        });
        // Handlers that fire do so during the load; give queued error events a turn.
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
        expect({ markdown, found, fired }).toEqual({ markdown, found: [], fired: [] });
      }),
      { seed, numRuns: 150 },
    );
  });
});
