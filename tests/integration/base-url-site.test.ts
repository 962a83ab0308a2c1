/**
 * A site built for `baseUrl: '/docs/'`: every href and src in its HTML names a file of the output under that
 * base, including links written in the config (navbar, footer, sidebar link items, logo, favicon); config links
 * written with the base URL in front get no second one, as Docusaurus' Link reads them; and a config link to a
 * missing page fails `--strict`, located at its `site.config.ts` line as written.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { configText, doc, makeSite } from '../support/fixture-site.js';

const SIDEBAR = `[
      { type: 'doc', id: 'intro', label: 'Introduction' },
      { type: 'category', label: 'Guide', items: ['guide/cycles', 'guide/modules'] },
      { type: 'link', label: 'Modules again', href: '/guide/modules#add-a-module' },
      { type: 'link', label: 'Elsewhere', href: 'https://elsewhere.example/' },
    ]`;

function baseSiteConfig(navbarHref: string, { footerHref = '/guide/modules', logoHref = '', sidebar = SIDEBAR, image = '' } = {}): string {
  return configText({
    sidebar,
    extra: `baseUrl: '/docs',
  favicon: 'img/favicon.svg',${image ? `\n  image: '${image}',` : ''}
  logo: { alt: 'Fixture', src: '/img/logo.svg'${logoHref ? `, href: '${logoHref}'` : ''} },
  navbar: { items: [{ type: 'link', label: 'Cycles', href: '${navbarHref}', position: 'left' }] },
  footer: { columns: [{ title: 'Docs', items: [{ label: 'Modules', href: '${footerHref}' }, { label: 'Sitemap', href: '/sitemap.xml' }] }] },
  search: { provider: 'local', indexName: 'fixture-docs-v3' },`,
  });
}

const STATIC = {
  'content/static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'content/static/img/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
}

/** The output file a URL path under the base names, or null. */
function fileFor(outDir: string, urlPath: string): string | null {
  const local = decodeURIComponent(urlPath.replace(/^\/docs(?=\/|$)/, '')).replace(/^\//, '');
  for (const candidate of [local, `${local}.html`, path.join(local, 'index.html'), local === '' ? 'index.html' : '']) {
    if (candidate && existsSync(path.join(outDir, candidate)) && statSync(path.join(outDir, candidate)).isFile()) return candidate;
  }
  return null;
}

describe('a site built for baseUrl /docs/', () => {
  it('normalises the base URL and emits only hrefs and srcs that resolve to files under it', async () => {
    const root = makeSite(STATIC, baseSiteConfig('/guide/cycles'));
    const result = await build({ root, strict: true });
    expect(result.diagnostics).toEqual([]);
    expect(result.config?.baseUrl).toBe('/docs/');
    const outDir = result.outDir!;
    const broken: string[] = [];
    let checked = 0;
    for (const file of htmlFiles(outDir)) {
      const html = readFileSync(path.join(outDir, file), 'utf8');
      for (const [, url] of html.matchAll(/\s(?:href|src|action)="([^"]*)"/g)) {
        if (/^([a-z]+:|#)/i.test(url!)) continue;
        checked++;
        const pathname = url!.split(/[?#]/)[0]!;
        if (!pathname.startsWith('/docs/') && pathname !== '/docs') broken.push(`${file}: ${url} (outside the base)`);
        else if (pathname !== '/docs/search' && !fileFor(outDir, pathname)) broken.push(`${file}: ${url} (no such file)`);
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(broken).toEqual([]);
    const home = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(home).toContain('href="/docs/guide/modules#add-a-module"');
    expect(home).toContain('src="/docs/img/logo.svg"');
    expect(home).toContain('<link rel="canonical" href="https://fixture.example/docs">');
  });

  it('fails --strict on a config link to a missing page, naming site.config.ts and its line', async () => {
    const config = baseSiteConfig('/guide/cycels');
    const root = makeSite(STATIC, config);
    const result = await build({ root, strict: true });
    expect(result.ok).toBe(false);
    const line = config.split('\n').findIndex((l) => l.includes("'/guide/cycels'")) + 1;
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        code: 'broken-link',
        file: 'site.config.ts',
        line,
        message: 'The link `/guide/cycels` points to `/guide/cycels`, which is not a page of this site.',
      }),
    ]);
  });

  it('reads config links that already start with the base URL as Docusaurus does, without a second base', async () => {
    const sidebar = SIDEBAR.replace("href: '/guide/modules#add-a-module'", "href: '/docs/guide/modules#add-a-module'");
    const root = makeSite(STATIC, baseSiteConfig('/docs/guide/cycles', { footerHref: '/docs/guide/modules', logoHref: '/docs', sidebar }));
    const result = await build({ root, strict: true });
    expect(result.diagnostics).toEqual([]);
    const home = readFileSync(path.join(result.outDir!, 'index.html'), 'utf8');
    expect(home).not.toContain('/docs/docs');
    expect(home).toContain('href="/docs/guide/cycles"');
    expect(home).toContain('href="/docs/guide/modules"');
    expect(home).toContain('href="/docs/guide/modules#add-a-module"');
    expect(home).toContain('class="navbar-brand" href="/docs"');
  });

  it("resolves a page's relative link as the browser does, from its address under the base URL", async () => {
    // ory/docs (base /docs/, docs at the root): `../../../docs/kratos/mfa/mfa-via-sms` from /docs/kratos/mfa/overview.
    const files = {
      ...STATIC,
      'content/docs/guide/cycles.md': doc(
        'Cycles',
        '# Cycles\n\n## Create a cycle\n\nSee [modules](../../docs/guide/modules#add-a-module), [the home page](../) and [nothing](../../docs/guide/nope).',
      ),
    };
    const result = await build({ root: makeSite(files, baseSiteConfig('/guide/cycles')), strict: false });
    expect(result.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([
      'broken-link The link `../../docs/guide/nope` points to `/guide/nope`, which is not a page of this site.',
    ]);
  });

  it('names a broken config link written with the base URL as written, at its line', async () => {
    const config = baseSiteConfig('/docs/guide/cycels');
    const root = makeSite(STATIC, config);
    const result = await build({ root, strict: true });
    expect(result.ok).toBe(false);
    const line = config.split('\n').findIndex((l) => l.includes("'/docs/guide/cycels'")) + 1;
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        code: 'broken-link',
        file: 'site.config.ts',
        line,
        message: 'The link `/docs/guide/cycels` points to `/guide/cycels`, which is not a page of this site.',
      }),
    ]);
  });

  it("gives every page the config's social card image as an absolute URL, unless its front matter names its own", async () => {
    const cycles = doc('Cycles', '# Cycles\n\n## Create a cycle\n\nText.', 'image: /img/cycles-card.png\n');
    const files = { ...STATIC, 'content/static/img/card.png': 'png', 'content/static/img/cycles-card.png': 'png', 'content/docs/guide/cycles.md': cycles };
    const root = makeSite(files, baseSiteConfig('/guide/cycles', { image: 'img/card.png' }));
    const result = await build({ root, strict: true });
    expect(result.diagnostics).toEqual([]);
    const read = (file: string) => readFileSync(path.join(result.outDir!, file), 'utf8');
    expect(read('index.html')).toContain('<meta property="og:image" content="https://fixture.example/docs/img/card.png">');
    expect(read('guide/modules.html')).toContain('<meta name="twitter:image" content="https://fixture.example/docs/img/card.png">');
    expect(read('guide/cycles.html')).toContain('<meta property="og:image" content="https://fixture.example/docs/img/cycles-card.png">');
    expect(read('guide/cycles.html')).not.toContain('img/card.png');
  });

  it('fails --strict on a social card image the static folder lacks, at its config line, and warns without it', async () => {
    const config = baseSiteConfig('/guide/cycles', { image: 'img/no-card.png' });
    const result = await build({ root: makeSite(STATIC, config), strict: true });
    expect(result.ok).toBe(false);
    const line = config.split('\n').findIndex((l) => l.includes("'img/no-card.png'")) + 1;
    expect(result.diagnostics).toEqual([expect.objectContaining({ code: 'file-missing', file: 'site.config.ts', line })]);
    // Said as the missing file it is, not as a page with routes to choose from.
    expect(result.diagnostics[0]!.message).toBe('The image `img/no-card.png` does not exist: there is no file `content/static/img/no-card.png`.');
    expect(result.diagnostics[0]!.hint).toContain("The config's images are files of the static folder (`content/static/`)");
    // Without --strict the site builds, warned (Docusaurus does not look for the image).
    const lenient = await build({ root: makeSite(STATIC, config) });
    expect(lenient.ok).toBe(true);
    expect(lenient.diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual(['warning file-missing']);
  });

  it('takes a favicon and a social card image written as absolute URLs as they are, unchecked', async () => {
    const config = baseSiteConfig('/guide/cycles', { image: 'https://cdn.example/card.png' }).replace(
      "favicon: 'img/favicon.svg'",
      "favicon: 'https://cdn.example/favicon.ico'",
    );
    const result = await build({ root: makeSite(STATIC, config), strict: true });
    expect(result.diagnostics).toEqual([]);
    const home = readFileSync(path.join(result.outDir!, 'index.html'), 'utf8');
    expect(home).toContain('<link rel="icon" href="https://cdn.example/favicon.ico">');
    expect(home).toContain('<meta property="og:image" content="https://cdn.example/card.png">');
  });

  /**
   * Inline HTML of the config: `config(html)` is the site's config holding `html` at a line that has `marker`. The
   * `good` HTML builds with no problem and the home page shows `drawn`; the `broken` one gives a broken link and the
   * `dropped` warning, both at that line. Returns the broken build's diagnostics.
   */
  async function expectConfigHtml(config: (html: string) => string, marker: string, good: string, drawn: string, broken: string, dropped: string) {
    const built = await build({ root: makeSite(STATIC, config(good)), strict: true });
    expect(built.diagnostics).toEqual([]);
    expect(readFileSync(path.join(built.outDir!, 'index.html'), 'utf8')).toContain(drawn);
    const text = config(broken);
    const failed = await build({ root: makeSite(STATIC, text), strict: true });
    const line = text.split('\n').findIndex((l) => l.includes(marker)) + 1;
    expect(failed.diagnostics.map((d) => `${d.code} ${d.severity} ${d.file}:${d.line}`).sort()).toEqual(
      [`${dropped} warning site.config.ts:${line}`, `broken-link error site.config.ts:${line}`].sort(),
    );
    return failed.diagnostics;
  }

  it("draws the announcement bar's links (site paths under the base URL) and emphasis, checks its links, and names HTML it leaves out", async () => {
    await expectConfigHtml(
      (content) => baseSiteConfig('/guide/cycles').replace('search: {', `announcementBar: { id: 'news', content: '${content}' },\n  search: {`),
      'announcementBar',
      'New: <a href="/docs/guide/cycles#create-a-cycle">cycles</a> are <b>here</b>',
      '<p class="announcement-content">New: <a href="/docs/guide/cycles#create-a-cycle">cycles</a> are <b>here</b></p>',
      'See <a href="/guide/cycels">cycles</a><img src="x.png">',
      'announcement-html-dropped',
    );
  });

  it("draws the footer copyright's inline HTML as Docusaurus does (links under the base URL, emphasis), checks its links, and names HTML it leaves out", async () => {
    const diagnostics = await expectConfigHtml(
      (copyright) => baseSiteConfig('/guide/cycles').replace('footer: { columns:', `footer: {\n    copyright: '${copyright}',\n    columns:`),
      'copyright:',
      '© Fixture &amp; friends. <a href="/docs/guide/modules">Modules</a> · <a href="https://x.example/terms" target="_blank">Terms</a>',
      '<p class="footer-copyright">© Fixture &amp; friends. <a href="/docs/guide/modules">Modules</a> · <a href="https://x.example/terms" rel="noopener noreferrer" target="_blank">Terms</a></p>',
      'See <a href="/guide/moduels">modules</a><img src="x.png" onerror="alert(1)"><script>alert(2)</script>',
      'footer-html-dropped',
    );
    expect(diagnostics.find((d) => d.code === 'footer-html-dropped')?.message).toBe(
      // Images are kept in the copyright, as in footer items (Docusaurus writes it as HTML); their handlers are not.
      '`footer.copyright` holds HTML the footer does not show: `onerror on <img>`, `<script>`. Its text is kept.',
    );
  });

  it("draws a footer item written as HTML (Docusaurus' badges): its links and images under the base URL, checked, and names HTML it leaves out", async () => {
    const diagnostics = await expectConfigHtml(
      (html) =>
        baseSiteConfig('/guide/cycles').replace(
          "{ label: 'Sitemap', href: '/sitemap.xml' }",
          `{ label: 'Sitemap', href: '/sitemap.xml' },\n      { html: '${html}' }`,
        ),
      '{ html:',
      '<a href="https://www.netlify.com" target="_blank" aria-label="Deploys by Netlify" data-show-count="true"><img src="/img/logo.svg" alt="Deploys by Netlify" width="114" height="51"></a>',
      '<li class="footer-html"><a href="https://www.netlify.com" rel="noopener noreferrer" aria-label="Deploys by Netlify" data-show-count="true" target="_blank"><img src="/docs/img/logo.svg" alt="Deploys by Netlify" width="114" height="51" loading="lazy"/></a></li>',
      '<img src="/img/no-badge.svg" alt="Badge"><iframe src="https://x.example/stars"></iframe>',
      'footer-html-dropped',
    );
    expect(diagnostics.find((d) => d.code === 'footer-html-dropped')?.message).toBe(
      '`footer.columns[0].items[2]` holds HTML the footer does not show: `<iframe>`. Its text is kept.',
    );
  });

  it('reports a footer item that is neither a link nor HTML by the shape it comes closest to', async () => {
    const config = baseSiteConfig('/guide/cycles').replace("{ label: 'Sitemap', href: '/sitemap.xml' }", "{ label: 'Sitemap' }");
    const result = await build({ root: makeSite(STATIC, config), strict: true });
    expect(result.diagnostics.map((d) => d.message)).toEqual(['The config has no `footer.columns[0].items[1].href` (a string), which docsgen needs.']);
  });

  it('draws the footer logo under the base URL, linked by the site title when its alt text is empty, and checks its image', async () => {
    const withLogo = (logo: string) => baseSiteConfig('/guide/cycles').replace('footer: { columns:', `footer: { logo: ${logo}, columns:`);
    const result = await build({
      root: makeSite(STATIC, withLogo("{ src: 'img/logo.svg', srcDark: 'img/favicon.svg', href: '/guide/cycles' }")),
      strict: true,
    });
    expect(result.diagnostics).toEqual([]);
    const home = readFileSync(path.join(result.outDir!, 'index.html'), 'utf8');
    expect(home).toContain(
      '<div class="footer-logo"><a href="/docs/guide/cycles" aria-label="Fixture"><img class="footer-logo-image footer-logo-image-light" src="/docs/img/logo.svg" alt=""/><img class="footer-logo-image footer-logo-image-dark" src="/docs/img/favicon.svg" alt=""/></a></div>',
    );
    const config = withLogo("{ alt: 'Fixture Inc.', src: 'img/no-logo.svg' }");
    const broken = await build({ root: makeSite(STATIC, config), strict: true });
    const line = config.split('\n').findIndex((l) => l.includes("'img/no-logo.svg'")) + 1;
    expect(broken.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}`)).toEqual([`file-missing site.config.ts:${line}`]);
  });
});
