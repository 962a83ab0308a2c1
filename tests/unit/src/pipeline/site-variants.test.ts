/** Which locales and docs versions a site builds, where their pages go, and Docusaurus' defaults for versions. */
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../../src/config/load.js';
import { planVariants, versionsFilePath } from '../../../../src/pipeline/site-variants.js';

const configWith = (extra: Record<string, unknown>) => validateConfig({ title: 'Site', url: 'https://docs.example.com', ...extra }, 'site.config.ts');
const lines = () => undefined;

describe('planVariants', () => {
  it('builds only the docs folder, at the root, for a site without versions or locales', () => {
    const planned = planVariants(configWith({}), [], 'site.config.ts', lines);
    expect(planned.diagnostics).toEqual([]);
    expect(planned.variants.map((v) => [v.key, v.locale, v.version.name, v.routeBase])).toEqual([['', 'en', 'current', '/']]);
    expect(planned.versions[0]).toMatchObject({ label: 'Next', path: '', banner: 'none', badge: false, isLast: true, docsPath: 'docs' });
  });

  it('puts the newest released version at the root, the docs folder under /next, older versions under their name, each locale under its code', () => {
    const config = configWith({ i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, docs: { routeBasePath: '/docs' } });
    const planned = planVariants(config, ['2.0', '1.0'], 'site.config.ts', lines);
    expect(planned.variants.map((v) => [v.key, v.routeBase, v.translatedPath])).toEqual([
      ['', '/docs', null],
      ['current', '/docs/next', null],
      ['1.0', '/docs/1.0', null],
      ['fr', '/fr/docs', 'i18n/fr/docusaurus-plugin-content-docs/version-2.0'],
      ['fr/current', '/fr/docs/next', 'i18n/fr/docusaurus-plugin-content-docs/current'],
      ['fr/1.0', '/fr/docs/1.0', 'i18n/fr/docusaurus-plugin-content-docs/version-1.0'],
    ]);
    expect(planned.versions.map((v) => [v.name, v.label, v.banner, v.badge, v.docsPath, v.sidebarPath])).toEqual([
      ['current', 'Next', 'unreleased', true, 'docs', undefined],
      ['2.0', '2.0', 'none', true, 'versioned_docs/version-2.0', 'versioned_sidebars/version-2.0-sidebars.json'],
      ['1.0', '1.0', 'unmaintained', true, 'versioned_docs/version-1.0', 'versioned_sidebars/version-1.0-sidebars.json'],
    ]);
  });

  it("follows the config's lastVersion, onlyIncludeVersions and per-version label, path, banner and badge", () => {
    const config = configWith({
      docs: {
        lastVersion: 'current',
        onlyIncludeVersions: ['current', '2.0'],
        versions: { current: { label: 'Edge' }, '2.0': { path: 'v2', banner: 'none', badge: false } },
      },
    });
    const planned = planVariants(config, ['2.0', '1.0'], 'site.config.ts', lines);
    expect(planned.diagnostics).toEqual([]);
    expect(planned.variants.map((v) => v.routeBase)).toEqual(['/', '/v2']);
    expect(planned.versions.map((v) => [v.name, v.label, v.path, v.banner, v.badge, v.isLast])).toEqual([
      ['current', 'Edge', '', 'none', true, true],
      ['2.0', '2.0', 'v2', 'none', false, false],
    ]);
  });

  it('reports a version the config names that does not exist, at its line, and builds the others', () => {
    const config = configWith({ docs: { versions: { '3.0': { label: 'Three' } }, onlyIncludeVersions: ['2.0', 'beta'] } });
    const planned = planVariants(config, ['2.0'], 'site.config.ts', (text) => (text === '3.0' ? 4 : text === 'beta' ? 5 : undefined));
    expect(planned.diagnostics.map((d) => [d.code, d.line, d.message])).toEqual([
      ['version-unknown', 4, 'The docs version `3.0` in the config does not exist.'],
      ['version-unknown', 5, 'The docs version `beta` in the config does not exist.'],
    ]);
    expect(planned.variants.map((v) => v.version.name)).toEqual(['2.0']);
  });

  it('reads `current` listed in versions.json as the docs folder at that place, once (tRPC lists it first)', () => {
    const first = planVariants(configWith({ docs: { lastVersion: 'current' } }), ['current', '10.x', '9.x'], 'site.config.ts', lines);
    expect(first.diagnostics).toEqual([]);
    expect(first.versions.map((v) => [v.name, v.path, v.docsPath, v.isLast])).toEqual([
      ['current', '', 'docs', true],
      ['10.x', '10.x', 'versioned_docs/version-10.x', false],
      ['9.x', '9.x', 'versioned_docs/version-9.x', false],
    ]);
    // In the middle, with the default last version: the newest released one, not `current`.
    const middle = planVariants(configWith({}), ['10.x', 'current', '9.x'], 'site.config.ts', lines);
    expect(middle.versions.map((v) => [v.name, v.isLast, v.banner])).toEqual([
      ['10.x', true, 'none'],
      ['current', false, 'unmaintained'],
      ['9.x', false, 'unmaintained'],
    ]);
  });

  it('plans one locale alone for build --locale', () => {
    const config = configWith({ i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'ar'] } });
    expect(planVariants(config, [], 'site.config.ts', lines, 'ar').variants.map((v) => [v.key, v.routeBase])).toEqual([['ar', '/ar']]);
  });
});

describe('planVariants with docs instances', () => {
  it("plans each instance's versions after the `docs` key's, in Docusaurus' layout for its files, in every locale", () => {
    const config = configWith({
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
      docs: { routeBasePath: '/docs' },
      docsInstances: [{ id: 'community', path: 'community', sidebarPath: './sidebarsCommunity.json' }],
    });
    const planned = planVariants(config, [], 'site.config.ts', lines, undefined, new Map([['community', ['1.0']]]));
    expect(planned.diagnostics).toEqual([]);
    expect(planned.variants.map((v) => [v.key, v.instance, v.routeBase, v.translatedPath])).toEqual([
      ['', 'default', '/docs', null],
      ['@community', 'community', '/community', null],
      ['@community/current', 'community', '/community/next', null],
      ['fr', 'default', '/fr/docs', 'i18n/fr/docusaurus-plugin-content-docs/current'],
      ['fr/@community', 'community', '/fr/community', 'i18n/fr/docusaurus-plugin-content-docs-community/version-1.0'],
      ['fr/@community/current', 'community', '/fr/community/next', 'i18n/fr/docusaurus-plugin-content-docs-community/current'],
    ]);
    expect(planned.instanceVersions.get('community')!.map((v) => [v.name, v.isLast, v.docsPath, v.sidebarPath])).toEqual([
      ['current', false, 'community', './sidebarsCommunity.json'],
      ['1.0', true, 'community_versioned_docs/version-1.0', 'community_versioned_sidebars/version-1.0-sidebars.json'],
    ]);
    expect(versionsFilePath('community')).toBe('community_versions.json');
    expect(versionsFilePath()).toBe('versions.json');
  });

  it("reports a version an instance's options name that it does not have, naming the instance", () => {
    const config = configWith({ docsInstances: [{ id: 'community', path: 'community', lastVersion: '2.0' }] });
    const planned = planVariants(config, ['2.0'], 'site.config.ts', lines);
    expect(planned.diagnostics.map((d) => d.message)).toEqual(['The docs version `2.0` in the config does not exist in the docs instance `community`.']);
  });
});
