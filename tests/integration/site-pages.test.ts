/**
 * The pages folder (tests/fixtures/pages-site/src/pages), built with `--strict`: Markdown and MDX pages become
 * routes without a sidebar, a Docusaurus-style React landing page becomes the home page (Layout, Link, Heading,
 * useDocusaurusContext, useBaseUrl, a CSS module, a `'use client'` counter as an island), links between docs and
 * pages are checked both ways, and pages are searched and listed like docs. Then the failures: an import docsgen
 * does not provide, located at its line, and a page and a doc at one route.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/session/build.js';
import { indexSite } from '../../src/session/index-records.js';
import { articleOf as article, headOf as head } from '../support/page-parts.js';
import { copyFixtureSite } from '../support/fixture-site.js';

const copyFixture = () => copyFixtureSite('pages-site');

describe('a site with a pages folder', () => {
  let result: BuildResult;
  const text = (file: string) => result.files!.text(file);

  beforeAll(async () => {
    result = await build({ root: copyFixture(), strict: true, inMemory: true, workers: 0 });
  });

  it('builds with --strict', () => {
    expect(result.diagnostics).toEqual([]);
  });

  it('makes a route of each Markdown and MDX page, and none of the files whose folder starts with _', () => {
    expect(text('help.html')).toContain('Asking for help');
    expect(text('about.html')).toContain('About us');
    expect(result.files!.holds('_drafts/secret.html')).toBe(false);
    expect(result.files!.holds('secret.html')).toBe(false);
  });

  it('draws pages without a sidebar, breadcrumbs or pagination, and with the table of contents unless hidden', () => {
    const help = text('help.html');
    expect(help).not.toContain('layout-sidebar');
    expect(help).not.toContain('class="breadcrumbs');
    expect(help).toContain('layout-toc');
    expect(help).toMatch(/href="#forum"/);
    const about = text('about.html');
    expect(about).not.toContain('layout-toc');
    expect(about).toContain('about-page');
    // A doc may set the wrapper's class too (VitePress' `pageClass` is read as it).
    expect(text('docs/wicks.html')).toMatch(/class="layout[^"]* wicks-page"/);
    // The docs keep their sidebar; their breadcrumbs start at the site's home page, as Docusaurus' do.
    expect(text('docs/intro.html')).toContain('layout-sidebar');
    expect(text('docs/wicks.html')).toMatch(/<nav class="breadcrumbs"[^>]*><ol><li><a href="\/">Home<\/a><\/li>/);
  });

  it('titles a Markdown page by its front matter, without adding a heading of its own', () => {
    expect(head(text('help.html'))).toContain('<title>Help | Lantern</title>');
    expect(head(text('help.html'))).toContain('<meta name="description" content="Where to ask about lanterns.">');
    expect(article(text('help.html')).match(/<h1/g)).toHaveLength(1);
  });

  it('renders the React landing page at / with the site chrome, its Layout title and description in the head', () => {
    const home = text('index.html');
    expect(head(home)).toContain('<title>Welcome to Lantern | Lantern</title>');
    expect(head(home)).toContain('<meta name="description" content="Lanterns for every corridor.">');
    expect(home).toContain('class="navbar');
    expect(home).not.toContain('layout-sidebar');
    const body = article(home);
    expect(body).toMatch(/<h1[^>]*>Lantern<\/h1>/);
    expect(body).toContain('Light for dark corridors');
    expect(body).toContain('<img src="/img/lantern.svg" alt="A lantern"/>');
    expect(body).toMatch(/<a href="\/docs\/intro" class="start-button">Get started<\/a>/);
  });

  it("bundles the page's CSS module, and makes its 'use client' component an island", () => {
    const home = text('index.html');
    const hero = /<header class="([^"]+)"/.exec(article(home))?.[1];
    expect(hero).toBeTruthy();
    expect(hero).not.toBe('hero');
    const sheet = /<link rel="stylesheet" href="\/(assets\/components-[^"]+\.css)"/.exec(home ?? '')?.[1];
    expect(sheet).toBeTruthy();
    expect(result.files!.text(sheet!)).toContain(`.${hero}`);
    // A static-folder address in its CSS stays as written, as Docusaurus' CSS loader leaves it.
    expect(result.files!.text(sheet!)).toContain('url(/img/lantern.svg)');
    expect(article(home)).toMatch(
      /<docsgen-island data-src="[^"]+" data-export="default" data-props="{&quot;start&quot;:3}"[^>]*><button type="button" class="lantern-counter">Lit <!-- -->3<!-- --> times<\/button>/,
    );
  });

  it('searches pages under the docusaurus_tag `default`, and lists them in the sitemap and llms.txt', async () => {
    const root = copyFixture();
    const config = path.join(root, 'site.config.ts');
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace('  docs: {', "  search: { provider: 'algolia', appId: 'APP', apiKey: 'key', indexName: 'lantern' },\n  docs: {"),
    );
    const indexed = await indexSite({ root });
    expect(indexed).toMatchObject({ ok: true });
    const all = JSON.parse(readFileSync(path.join(root, 'search-records.json'), 'utf8')) as { url: string; docusaurus_tag: string }[];
    const records = all.filter((r) => r.url.startsWith('/help'));
    expect(all.find((r) => r.url.startsWith('/docs/intro'))?.docusaurus_tag).toBe('docs-default-current');
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((r) => r.docusaurus_tag === 'default')).toBe(true);
    const sitemap = text('sitemap.xml');
    expect(sitemap).toContain('<loc>https://lantern.example/help</loc>');
    expect(sitemap).toContain('<loc>https://lantern.example/</loc>');
    expect(text('llms.txt')).toContain('/help');
  });
});

describe('links between docs and pages', () => {
  it('are checked both ways: a broken link from a page and to a missing page are errors at their lines', async () => {
    const root = copyFixture();
    writeFileSync(path.join(root, 'src/pages/help.md'), '# Help\n\nSee [nowhere](/docs/nowhere).\n');
    writeFileSync(path.join(root, 'docs/wicks.md'), '# Wicks\n\nSee [the showcase](/showcase).\n');
    const index = path.join(root, 'src/pages/index.tsx');
    writeFileSync(index, readFileSync(index, 'utf8').replace('to="/help"', 'to="/helpdesk"'));
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    const broken = result.diagnostics.filter((d) => d.code === 'broken-link').map((d) => `${d.file}:${d.line}`);
    // From a Markdown page, from a doc, and from what a React page renders (located at the line that writes the path).
    expect(broken).toEqual(expect.arrayContaining(['src/pages/help.md:3', 'docs/wicks.md:3', 'src/pages/index.tsx:33']));
    rmSync(root, { recursive: true, force: true });
  });
});

describe('anchors of a React page', () => {
  it('are the ids it renders and those it gives useBrokenLinks: a doc may link to one, and a link to another is a broken anchor', async () => {
    // babel/website's docs and posts link to `/setup#browser`, `/setup#gulp`…: anchors its React setup page renders or registers.
    const root = copyFixture();
    writeFileSync(
      path.join(root, 'src/pages/setup.tsx'),
      [
        "import Layout from '@theme/Layout';",
        "import useBrokenLinks from '@docusaurus/useBrokenLinks';",
        'export default function Setup() {',
        "  useBrokenLinks().collectAnchor('gulp');",
        '  return <Layout title="Setup"><section id="browser"><p>In the browser.</p></section></Layout>;',
        '}',
        '',
      ].join('\n'),
    );
    writeFileSync(path.join(root, 'docs/wicks.md'), '# Wicks\n\nSee [the browser](/setup#browser), [gulp](/setup#gulp) and [grunt](/setup#grunt).\n');
    const result = await build({ root, strict: false, inMemory: true, workers: 0 });
    expect(result.diagnostics.map((d) => `${d.code} ${d.file}:${d.line} ${d.message}`)).toEqual([
      'broken-anchor docs/wicks.md:3 The link `/setup#grunt` points to the anchor `#grunt`, which is not a heading on `/setup`.',
    ]);
    rmSync(root, { recursive: true, force: true });
  });
});

describe('a React page importing a module docsgen does not provide', () => {
  it('is an error at the line of the import, listing what is provided', async () => {
    const root = copyFixture();
    writeFileSync(
      path.join(root, 'src/pages/showcase.jsx'),
      "import Layout from '@theme/Layout';\nimport { useColorMode } from '@docusaurus/theme-common';\nimport Tweet from '@theme/Tweet';\n\nexport default function Showcase() {\n  return <Layout><Tweet /></Layout>;\n}\n",
    );
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    const problem = result.diagnostics.find((d) => d.file === 'src/pages/showcase.jsx');
    expect(problem).toMatchObject({ severity: 'error', line: 3 });
    expect(problem!.message).toContain('@theme/Tweet');
    expect(problem!.hint).toContain('@theme/Layout');
    rmSync(root, { recursive: true, force: true });
  });
});

describe('a React page importing a package that is not installed', () => {
  it("is an error naming the page as a React page, not as a module an MDX page imports (facebook/infer's landing page)", async () => {
    const root = copyFixture();
    writeFileSync(
      path.join(root, 'src/pages/team.jsx'),
      "import Layout from '@theme/Layout';\nimport classnames from 'not-installed-classnames';\n\nexport default function Team() {\n  return <Layout><p className={classnames('a')}>Team</p></Layout>;\n}\n",
    );
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    const problem = result.diagnostics.find((d) => d.file === 'src/pages/team.jsx');
    expect(problem).toMatchObject({ severity: 'error', line: 2 });
    expect(problem!.message).toMatch(/^The React page `src\/pages\/team\.jsx` could not be bundled: Could not resolve "not-installed-classnames"/);
    expect(problem!.hint).toMatch(/^Install the package in the site folder/);
    rmSync(root, { recursive: true, force: true });
  });
});

describe("Docusaurus' PageMetadata and Layout's keywords and image", () => {
  it("put the page's title, description, keywords and social image in its head", async () => {
    const root = copyFixture();
    writeFileSync(
      path.join(root, 'src/pages/pricing.tsx'),
      [
        "import Layout from '@theme/Layout';",
        "import { PageMetadata } from '@docusaurus/theme-common';",
        '',
        'export default function Pricing() {',
        '  return (',
        '    <Layout keywords={["lantern", "price"]}>',
        '      <PageMetadata title="Pricing" description="What lanterns cost." image="/img/lantern.svg" />',
        '      <h1>Pricing</h1>',
        '      <p>Every lantern is free.</p>',
        '    </Layout>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    expect(result.diagnostics).toEqual([]);
    const pricing = head(result.files!.text('pricing.html')!);
    expect(pricing).toContain('<title>Pricing | Lantern</title>');
    expect(pricing).toContain('<meta name="description" content="What lanterns cost.">');
    expect(pricing).toContain('<meta name="keywords" content="lantern,price" data-page-head>');
    expect(pricing).toContain('<meta property="og:image" content="https://lantern.example/img/lantern.svg" data-page-head>');
    expect(pricing).toContain('<meta name="twitter:image" content="https://lantern.example/img/lantern.svg" data-page-head>');
    rmSync(root, { recursive: true, force: true });
  });
});

describe('a React page written for Docusaurus 1, reading the site config from its props', () => {
  it("gets the config as its `config` prop, as Docusaurus' pages plugin gives it, titleDelimiter included; untitled, the tab shows the site's title", async () => {
    const root = copyFixture();
    // Jest's landing page: a class component reading `this.props.config`, its tab title joined by the site's delimiter.
    writeFileSync(
      path.join(root, 'src/pages/legacy.jsx'),
      [
        "import React from 'react';",
        "import Layout from '@theme/Layout';",
        "import Head from '@docusaurus/Head';",
        '',
        'class Index extends React.Component {',
        '  render() {',
        '    const { config: siteConfig } = this.props;',
        '    return (',
        '      <div>',
        '        <Head><title>{`${siteConfig.title} ${siteConfig.titleDelimiter} ${siteConfig.tagline}`}</title></Head>',
        '        <h1>{siteConfig.title}</h1>',
        '        <p>{`Served from ${siteConfig.url}${siteConfig.baseUrl}.`}</p>',
        '      </div>',
        '    );',
        '  }',
        '}',
        '',
        'export default function LegacyPage(props) {',
        '  return <Layout><Index {...props} /></Layout>;',
        '}',
        '',
      ].join('\n'),
    );
    // A page whose Layout names nothing: the site's title alone in the tab, not its file name.
    writeFileSync(
      path.join(root, 'src/pages/versions.jsx'),
      "import Layout from '@theme/Layout';\n\nexport default function Versions() {\n  return <Layout><p>Every version.</p></Layout>;\n}\n",
    );
    const config = path.join(root, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("title: 'Lantern',", "title: 'Lantern',\n  titleDelimiter: '·',"));
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    expect(result.diagnostics).toEqual([]);
    const legacy = result.files!.text('legacy.html')!;
    expect(head(legacy)).toContain('<title>Lantern · Light for dark corridors</title>');
    expect(legacy).toContain('<p>Served from https://lantern.example/.</p>');
    expect(head(result.files!.text('versions.html'))).toContain('<title>Lantern</title>');
    rmSync(root, { recursive: true, force: true });
  });
});

describe('a pages folder on a site with two locales', () => {
  it("builds each page under the locale's prefix, in its translation from i18n/<locale>/docusaurus-plugin-content-pages where it has one", async () => {
    const root = copyFixture();
    const config = readFileSync(path.join(root, 'site.config.ts'), 'utf8');
    writeFileSync(
      path.join(root, 'site.config.ts'),
      config.replace("title: 'Lantern',", "title: 'Lantern',\n  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },"),
    );
    const translated = path.join(root, 'i18n/fr/docusaurus-plugin-content-pages');
    mkdirSync(translated, { recursive: true });
    writeFileSync(path.join(translated, 'help.md'), '---\ntitle: Aide\n---\n\n# Demander de l’aide\n\nLisez d’abord [le guide](/docs/intro).\n');
    writeFileSync(path.join(translated, 'gone.md'), '# Disparu\n\nAucune page anglaise.\n');
    const built = await build({ root, inMemory: true, workers: 0 });
    expect(built.ok).toBe(true);
    expect(built.files!.text('fr/help.html')).toContain('Demander de l’aide');
    expect(built.files!.text('help.html')).toContain('Asking for help');
    // A page without a translation keeps its words in the locale.
    expect(built.files!.text('fr/about.html')).toBeDefined();
    expect(built.files!.text('fr/gone.html')).toBeUndefined();
    expect(built.diagnostics.map((d) => `${d.severity} ${d.file}:${d.line} ${d.code}`)).toContain(
      'warning i18n/fr/docusaurus-plugin-content-pages/gone.md:1 translation-orphan',
    );
    rmSync(root, { recursive: true, force: true });
  });
});

describe('a page and a doc at one route', () => {
  it('is an error naming both files', async () => {
    const root = copyFixture();
    writeFileSync(path.join(root, 'src/pages/docs/intro.md'.replace('docs/intro.md', 'docs.md')), '# Docs\n');
    writeFileSync(path.join(root, 'docs/index.md'), '# Docs home\n');
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    const clash = result.diagnostics.find((d) => d.code === 'page-route-clash');
    expect(clash).toMatchObject({ severity: 'error', file: 'src/pages/docs.md', line: 1 });
    expect(clash!.message).toContain('docs/index.md');
    expect(clash!.message).toContain('`/docs`');
    rmSync(root, { recursive: true, force: true });
  });
});
