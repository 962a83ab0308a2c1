/**
 * A site that makes docsgen its own (issue 18 point 1): custom CSS after the theme's in the hashed style sheet,
 * brand colours as custom properties, head tags on every page with their origins in the Content-Security-Policy,
 * a logo with alt text, a dark-mode source and the base URL; and the located errors of each key.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DevSite } from '../../src/dev/dev-site.js';
import { build } from '../../src/session/build.js';
import { parseHeadersFile } from '../../src/emit/headers.js';
import { makeSite } from '../support/fixture-site.js';

function config(extra: string, baseUrl = '/'): string {
  return `import { defineConfig } from 'docsgen';

export default defineConfig({
  title: 'Fixture',
  url: 'https://fixture.example',
  baseUrl: '${baseUrl}',
  staticDir: 'content/static',
  docs: { path: 'content/docs', sidebars: { docs: ['intro', 'guide/cycles', 'guide/modules'] } },
${extra}
});
`;
}

const STYLED = `  favicon: 'img/favicon.ico',
  logo: { alt: 'Fixture logo', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', width: 32, height: 32 },
  customCss: ['./src/css/custom.css', './src/css/more.css'],
  theme: { colors: { primary: '#2e8555' }, fonts: { body: "'Inter', system-ui, sans-serif" } },
  head: [
    { tagName: 'meta', attributes: { name: 'theme-color', content: '#2e8555" onload="x' } },
    { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.gstatic.example', crossorigin: true } },
    { tagName: 'script', attributes: { src: 'https://stats.example/script.js', defer: true, 'data-domain': 'fixture.example' } },
  ],
  stylesheets: ['https://fonts.example/css2?family=Inter'],`;

const CSS_FILES = {
  'src/css/custom.css': '@import "./partial.css";\n.navbar-title { color: rgb(255, 0, 170); }\n.hero { background: url(/img/bg.png); }\n',
  'src/css/partial.css': '.from-partial { color: rebeccapurple; }\n@font-face { font-family: Ours; src: url(./fonts/ours.woff2) format("woff2"); }\n',
  'src/css/fonts/ours.woff2': 'wOF2-not-really',
  'src/css/more.css': '.navbar-title { letter-spacing: 1px; }\n.card { background: url(@site/src/img/card.svg); }\n',
  'src/img/card.svg': '<svg xmlns="http://www.w3.org/2000/svg" id="card"/>',
  'content/static/img/favicon.ico': 'icon',
  'content/static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'content/static/img/logo-dark.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

describe('a site with its own styles', () => {
  it('appends brand colours, then the custom CSS in order, to the theme style sheet linked on every page', async () => {
    const result = await build({ root: makeSite(CSS_FILES, config(STYLED)), inMemory: true, strict: true });
    expect(result.diagnostics).toEqual([]);
    const html = result.files!.text('index.html')!;
    const cycles = result.files!.text('guide/cycles.html')!;
    const href = /<link rel="stylesheet" href="\/(assets\/style-[A-Za-z0-9]+\.css)">/.exec(html)![1]!;
    expect(cycles).toContain(`<link rel="stylesheet" href="/${href}">`);
    const css = result.files!.text(href)!;
    const at = (text: string) => {
      const i = css.indexOf(text);
      expect(i, text).toBeGreaterThanOrEqual(0);
      return i;
    };
    // Theme tokens, then the brand's (same selectors), then the partial the first file imports, the first file, the second.
    expect(at('--accent: #7aa7ff')).toBeLessThan(at('--accent: #2e8555'));
    expect(at('--accent: #2e8555')).toBeLessThan(at('.from-partial'));
    expect(at('.from-partial')).toBeLessThan(at('.navbar-title{color:#f0a}'));
    expect(at('.navbar-title{color:#f0a}')).toBeLessThan(at('letter-spacing:1px'));
    expect(css).toContain('--font-body: "Inter", system-ui, sans-serif');
    expect(css).toContain('url(/img/bg.png)');
    // A font the custom CSS references is copied beside the sheet under a hashed name.
    const font = /url\("?\.\/(ours-[A-Za-z0-9]+\.woff2)"?\)/.exec(css)![1]!;
    expect(result.files!.text(`assets/${font}`)).toBe('wOF2-not-really');
    // `@site/…` is the site folder, as in Docusaurus.
    const card = /url\("?\.\/(card-[A-Za-z0-9]+\.svg)"?\)/.exec(css)![1]!;
    expect(result.files!.text(`assets/${card}`)).toContain('id="card"');
    // The theme's own sheet alone is not shipped any more.
    expect([...result.files!.files.keys()].filter((p) => /^assets\/style-.*\.css$/.test(p))).toEqual([href]);
  });

  it('adds the head tags to every page with escaped values, and their origins to the policy', async () => {
    const result = await build({ root: makeSite(CSS_FILES, config(STYLED)), inMemory: true, strict: true });
    const html = result.files!.text('guide/modules.html')!;
    expect(html).toContain('<meta name="theme-color" content="#2e8555&quot; onload=&quot;x">');
    expect(html).toContain('<link rel="preconnect" href="https://fonts.gstatic.example" crossorigin>');
    expect(html).toContain('<script src="https://stats.example/script.js" defer data-domain="fixture.example"></script>');
    expect(html).toContain('<link rel="stylesheet" href="https://fonts.example/css2?family=Inter">');
    // After the theme's sheet, so a linked sheet wins too.
    expect(html.indexOf('assets/style-')).toBeLessThan(html.indexOf('fonts.example'));
    const csp = Object.fromEntries(
      parseHeadersFile(result.files!.text('_headers')!)
        ['Content-Security-Policy']!.split('; ')
        .map((d) => [d.split(' ')[0], d]),
    );
    expect(csp['script-src']).toContain(' https://stats.example');
    expect(csp['style-src']).toBe("style-src 'self' 'unsafe-inline' https://fonts.example");
    expect(csp['font-src']).toBe("font-src 'self' data: https://fonts.example https://fonts.gstatic.example");
  });

  it('draws the logo with its alt text, both sources under the base URL, and the favicon under it too', async () => {
    const result = await build({ root: makeSite(CSS_FILES, config(STYLED, '/docs/')), inMemory: true, strict: true });
    const html = result.files!.text('guide/cycles.html')!;
    expect(html).toContain('<img class="navbar-logo navbar-logo-light" src="/docs/img/logo.svg" alt="Fixture logo" width="32" height="32"/>');
    expect(html).toContain('<img class="navbar-logo navbar-logo-dark" src="/docs/img/logo-dark.svg" alt="Fixture logo" width="32" height="32"/>');
    expect(html).toContain('<link rel="icon" href="/docs/img/favicon.ico">');
    expect(html).toMatch(/<link rel="stylesheet" href="\/docs\/assets\/style-/);
  });

  it('keeps a plain logo as one image, 28 pixels square, linking home unless told otherwise, without alt text that repeats the title', async () => {
    // An alt text that only repeats the title beside it would be read twice: it is left empty.
    const result = await build({
      root: makeSite({}, config(`  logo: { alt: 'fixture', src: '/img/logo.svg', href: 'https://fixture.example/' },`)),
      inMemory: true,
      strict: true,
    });
    const html = result.files!.text('index.html')!;
    expect(html).toContain(
      '<a class="navbar-brand" href="https://fixture.example/" rel="noopener noreferrer"><img class="navbar-logo" src="/img/logo.svg" alt="" width="28" height="28"/>',
    );
    expect(html).not.toContain('navbar-logo-dark');
  });

  it('copies a logo the site folder holds outside the static one (Starlight keeps it in src/assets) under its hash; a missing one warns', async () => {
    const files = { 'src/assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" id="brand"/>' };
    const copied = await build({
      root: makeSite(
        files,
        config(`  logo: { alt: 'Fixture', src: './src/assets/logo.svg' },\n  footer: { logo: { alt: 'Fixture', src: 'src/assets/logo.svg' } },`, '/docs/'),
      ),
      inMemory: true,
      strict: true,
    });
    expect(copied.diagnostics).toEqual([]);
    const html = copied.files!.text('index.html')!;
    const src = /<img class="navbar-logo" src="\/docs\/(assets\/img\/logo-[0-9a-f]{8}\.svg)"/.exec(html)?.[1];
    expect(src).toBeDefined();
    expect(copied.files!.text(src!)).toContain('id="brand"');
    expect(html).toContain(`src="/docs/${src}"`);
    expect(html).toMatch(new RegExp(`<footer[^]*src="/docs/${src}"`)); // the footer's too
    const missing = await build({ root: makeSite({}, config(`  logo: { alt: 'Fixture', src: './src/assets/nowhere.svg' },`)), inMemory: true });
    expect(missing.diagnostics.map((d) => `${d.code} ${d.severity}`)).toEqual(['file-missing warning']);
  });

  it("shows the navbar's own title beside the logo, or the logo alone with its alt text (Docusaurus' navbar without a title)", async () => {
    const logo = "  logo: { alt: 'Fixture', src: '/img/logo.svg' },";
    const own = await build({ root: makeSite({}, config(`${logo}\n  navbar: { title: 'Fixture Docs' },`)), inMemory: true, strict: true });
    expect(own.files!.text('index.html')).toContain(
      '<img class="navbar-logo" src="/img/logo.svg" alt="Fixture" width="28" height="28"/><span class="navbar-title">Fixture Docs</span></a>',
    );
    const none = await build({ root: makeSite({}, config(`${logo}\n  navbar: { title: false },`)), inMemory: true, strict: true });
    const html = none.files!.text('index.html')!;
    expect(html).toContain('<img class="navbar-logo" src="/img/logo.svg" alt="Fixture" width="28" height="28"/></a>');
    expect(html).not.toContain('class="navbar-title"');
  });

  it("puts a navbar item's own classes on its link, for the site's CSS (Docusaurus' className)", async () => {
    const items = `  navbar: { items: [
    { type: 'link', label: 'Upgrade', href: '/guide/cycles', position: 'left', className: 'cta wide' },
    { type: 'doc', docId: 'intro', label: 'Start', className: 'start-link' },
    { type: 'link', label: 'GitHub', href: 'https://github.com/fixture', icon: 'github', className: 'repo' },
  ] },`;
    const html = (await build({ root: makeSite({}, config(items)), inMemory: true, strict: true })).files!.text('index.html')!;
    expect(html).toContain('<a class="navbar-link cta wide" href="/guide/cycles">Upgrade</a>');
    expect(html).toContain('<a class="navbar-link is-active start-link" href="/">Start</a>');
    expect(html).toContain('<a class="navbar-link navbar-icon-link repo" href="https://github.com/fixture"');
  });

  it('ships the theme sheet unchanged when the site has no styles of its own', async () => {
    const plain = await build({ root: makeSite({}, config('')), inMemory: true, strict: true });
    const css = plain.files!.text(/href="\/(assets\/style-[^"]+)"/.exec(plain.files!.text('index.html')!)![1]!)!;
    expect(css).toContain('--accent: #7aa7ff');
    expect(css).not.toContain('Brand colours');
    expect(plain.files!.text('index.html')).not.toContain('<script src=');
  });
});

describe('located errors of the style keys', () => {
  const errorsOf = async (extra: string, files: Record<string, string> = {}) => {
    const result = await build({ root: makeSite(files, config(extra)), inMemory: true });
    expect(result.ok).toBe(false);
    return result.diagnostics.filter((d) => d.severity === 'error').map((d) => ({ code: d.code, line: d.line, file: d.file, message: d.message }));
  };

  it('names a missing custom CSS file at its config line', async () => {
    const errors = await errorsOf(`  customCss: [\n    './src/css/custom.css',\n    './src/css/gone.css',\n  ],`, { 'src/css/custom.css': 'a{}' });
    expect(errors).toEqual([
      { code: 'config-invalid', file: 'site.config.ts', line: 11, message: '`./src/css/gone.css` at `customCss[1]` cannot be read: there is no such file.' },
    ]);
  });

  it('refuses a colour that is not one, at its line', async () => {
    const errors = await errorsOf(`  theme: {\n    colors: { primary: 'brandish' },\n    fonts: { mono: 'Mono; } body { color: red' },\n  },`);
    expect(errors).toEqual([
      { code: 'config-invalid', file: 'site.config.ts', line: 10, message: '`brandish` at `theme.colors.primary` is not a colour.' },
      {
        code: 'config-invalid',
        file: 'site.config.ts',
        line: 11,
        message: 'The font list at `theme.fonts.mono` holds characters a font name cannot: `Mono; } body { color: red`.',
      },
    ]);
  });

  it('refuses unknown head tags, scripts without src and event handlers, each at its line', async () => {
    const errors = await errorsOf(`  head: [
    { tagName: 'style', attributes: {} },
    { tagName: 'script', attributes: { type: 'module' } },
    { tagName: 'link', attributes: { rel: 'stylesheet', href: 'x.css', onload: 'go()' } },
    { tagName: 'script', attributes: { src: 'javascript:alert(1)' } },
  ],`);
    expect(errors.map((e) => [e.line, e.message])).toEqual([
      [10, '`<style>` at `head[0].tagName` is not a tag docsgen adds to the head.'],
      [
        expect.any(Number),
        "The `<script>` tag at `head[1].tagName` has no `src`: docsgen adds scripts only from a file, which the site's Content-Security-Policy can allow.",
      ],
      [12, 'The `<link>` tag at `head[2].attributes.onload` has the event handler `onload`, which would run inline code.'],
      [13, 'The `<script>` tag at `head[3].attributes.src` has a `javascript:`, `vbscript:` or `data:` address in `src`.'],
    ]);
  });

  it('reports a custom CSS import that does not resolve in the CSS file', async () => {
    const errors = await errorsOf(`  customCss: './src/css/custom.css',`, { 'src/css/custom.css': '@import "./missing.css";\n.a { color: red; }\n' });
    expect(errors).toHaveLength(1);
    expect(errors[0]!.code).toBe('custom-css-invalid');
    expect(errors[0]!.message).toContain('missing.css');
  });
});

describe('docsgen dev and the custom CSS', () => {
  it('rebuilds the style sheet when a custom CSS file or a file it imports changes, and swaps it in open pages', async () => {
    const root = makeSite(CSS_FILES, config(`  customCss: './src/css/custom.css',`));
    const dev = new DevSite(root, { devScriptPath: '/__docsgen/dev-client.js' });
    // Its background pass stops with the test, before the site's folder goes.
    onTestFinished(() => dev.close());
    expect((await dev.start()).ok).toBe(true);
    const partial = path.join(root, 'src/css/partial.css');
    expect(dev.styleFiles).toEqual(expect.arrayContaining([path.join(root, 'src/css/custom.css'), partial]));
    const sheetOf = async () => {
      const href = /<link rel="stylesheet" href="\/(assets\/style-[^"]+)">/.exec(String(await dev.files.get('index.html')))![1]!;
      return { href: `/${href}`, css: Buffer.from((await dev.files.get(href)) as Uint8Array).toString('utf8') };
    };
    const before = await sheetOf();
    writeFileSync(partial, '.from-partial { color: teal; }\n');
    const outcome = await dev.update([partial]);
    expect(outcome.ok).toBe(true);
    const after = await sheetOf();
    expect(outcome.action).toEqual({ type: 'css', href: after.href });
    expect(after.href).not.toBe(before.href);
    expect(after.css).toContain('.from-partial{color:teal}');
  });
});
