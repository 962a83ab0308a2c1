/** The schema's navbar icons, plan badges, locales and Markdown options, through `validateConfig` as `load.ts` reports them. */
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../../src/config/load.js';
import { npm2yarnOf } from '../../../../src/config/schema.js';
import { BuildFailure } from '../../../../src/diagnostics/diagnostic.js';

const minimal = { title: 'Site', url: 'https://docs.example.com' };

function errorsOf(input: unknown, source = '') {
  try {
    validateConfig(input, 'site.config.ts', source);
  } catch (error) {
    if (error instanceof BuildFailure) return error.diagnostics;
    throw error;
  }
  return [];
}

const withIcon = (icon: unknown) => ({ ...minimal, navbar: { items: [{ type: 'link', label: 'Code', href: 'https://code.example', icon }] } });

describe('navbar icons', () => {
  it('accepts every built-in icon name and a custom SVG file', () => {
    for (const icon of ['github', 'gitlab', 'discord', 'slack', 'x', 'mastodon', 'rss', 'chat', 'repository']) {
      expect(errorsOf(withIcon(icon))).toEqual([]);
    }
    const config = validateConfig(withIcon({ svg: './static/img/logo.svg' }), 'site.config.ts');
    expect(config.navbar.items[0]).toMatchObject({ icon: { svg: './static/img/logo.svg' } });
  });

  it('names an unknown icon with the one a typo away, at the line that names it', () => {
    const source = "export default {\n  navbar: { items: [\n    { type: 'link', label: 'Code', href: 'https://code.example', icon: 'githb' },\n  ] },\n};";
    const [d] = errorsOf(withIcon('githb'), source);
    expect(d).toMatchObject({ severity: 'error', code: 'config-invalid', file: 'site.config.ts', line: 3 });
    expect(d!.message).toBe('Unknown navbar icon `githb` at `navbar.items[0].icon`.');
    expect(d!.hint).toContain('Did you mean `github`?');
    expect(d!.hint).toContain('`mastodon`');
  });

  it('suggests nothing for a name far from every icon, and says what else is allowed', () => {
    const [d] = errorsOf(withIcon('linkedin'));
    expect(d!.hint).not.toContain('Did you mean');
    expect(d!.hint).toContain("icon: { svg: './static/img/icon.svg' }");
  });

  it('says what an icon may be when it is neither a name nor { svg }', () => {
    const [d] = errorsOf(withIcon(42));
    expect(d!.message).toBe('Invalid value at `navbar.items[0].icon`: expected the name of a built-in icon, such as "github", or { svg: "path/to/icon.svg" }.');
    const [extra] = errorsOf(withIcon({ svg: 'a.svg', element: {} }));
    expect(extra!.message).toContain('Unknown config key');
  });
});

describe('customFields', () => {
  it('takes data, and names a function inside it at its key, since the pages cannot receive one', () => {
    expect(errorsOf({ ...minimal, customFields: { team: { name: 'Lantern', sizes: [1, 2], since: null } } })).toEqual([]);
    const errors = errorsOf({ ...minimal, customFields: { team: { greet: () => 'hi' } } });
    expect(errors.map((d) => d.message)).toEqual([
      'Invalid value at `customFields.team.greet`: expected data (text, numbers, lists, objects), not a function.',
    ]);
  });
});

describe('plan badges', () => {
  it('are off unless the config sets docs.planBadges', () => {
    expect(validateConfig(minimal, 'site.config.ts').docs.planBadges).toBeUndefined();
    const planBadges = { href: '/plans', plans: ['Pro'] };
    expect(validateConfig({ ...minimal, docs: { planBadges } }, 'site.config.ts').docs.planBadges).toEqual(planBadges);
  });
});

describe('i18n', () => {
  it('defaults to English alone, and to the default locale alone when locales are left out', () => {
    expect(validateConfig(minimal, 'site.config.ts').i18n).toEqual({ defaultLocale: 'en', locales: ['en'], localeConfigs: {}, layout: 'docusaurus' });
    expect(validateConfig({ ...minimal, i18n: { defaultLocale: 'fr' } }, 'site.config.ts').i18n.locales).toEqual(['fr']);
  });

  it('accepts any BCP 47 codes, with a label, a direction and an html lang per locale', () => {
    const i18n = {
      defaultLocale: 'en',
      locales: ['en', 'fr', 'pt-BR', 'zh-Hant', 'ar'],
      localeConfigs: { fr: { label: 'Français' }, ar: { direction: 'rtl', htmlLang: 'ar-EG' } },
    };
    expect(validateConfig({ ...minimal, i18n }, 'site.config.ts').i18n).toEqual({ ...i18n, layout: 'docusaurus' });
  });

  it('rejects a code that is not a language tag, naming it at its line', () => {
    const source = "export default {\n  i18n: {\n    defaultLocale: 'en',\n    locales: ['en', 'fr_FR!'],\n  },\n};";
    const [d] = errorsOf({ ...minimal, i18n: { defaultLocale: 'en', locales: ['en', 'fr_FR!'] } }, source);
    expect(d).toMatchObject({ code: 'config-invalid', file: 'site.config.ts', line: 4 });
    expect(d!.message).toBe('`fr_FR!` at `i18n.locales[1]` is not a BCP 47 language tag.');
    const [lang] = errorsOf({ ...minimal, i18n: { defaultLocale: 'en', localeConfigs: { en: { htmlLang: 'english please' } } } });
    expect(lang!.message).toBe('`english please` at `i18n.localeConfigs.en.htmlLang` is not a BCP 47 language tag.');
  });

  it('requires the default locale to be one of the locales', () => {
    const source = "export default {\n  i18n: {\n    defaultLocale: 'de',\n    locales: ['en', 'fr'],\n  },\n};";
    const [d] = errorsOf({ ...minimal, i18n: { defaultLocale: 'de', locales: ['en', 'fr'] } }, source);
    expect(d).toMatchObject({ file: 'site.config.ts', line: 3 });
    expect(d!.message).toBe('The default locale `de` is not one of `i18n.locales` (`en`, `fr`).');
    const bad = errorsOf({ ...minimal, i18n: { defaultLocale: 'e n', locales: ['en'] } });
    expect(bad.map((e) => e.message)).toEqual(['`e n` at `i18n.defaultLocale` is not a BCP 47 language tag.']);
  });

  it('rejects keys that a locale config does not have', () => {
    const [d] = errorsOf({ ...minimal, i18n: { defaultLocale: 'en', localeConfigs: { en: { calendar: 'gregory' } } } });
    expect(d!.message).toBe('Unknown config key `i18n.localeConfigs.en.calendar`.');
  });
});

describe('markdown.npm2yarn and markdown.admonitions', () => {
  const withMarkdown = (markdown: unknown) => ({ ...minimal, markdown });

  it('are off and empty by default, and true is the npm2yarn plugin’s defaults', () => {
    const config = validateConfig(minimal, 'site.config.ts');
    expect(config.markdown.npm2yarn).toBe(false);
    expect(npm2yarnOf(config)).toBeNull();
    expect(config.markdown.admonitions).toEqual({ keywords: [], extendDefaults: true });
    expect(npm2yarnOf(validateConfig(withMarkdown({ npm2yarn: true }), 'site.config.ts'))).toEqual({ sync: false, converters: ['yarn', 'pnpm', 'bun'] });
    expect(npm2yarnOf(validateConfig(withMarkdown({ npm2yarn: { sync: true } }), 'site.config.ts'))).toEqual({
      sync: true,
      converters: ['yarn', 'pnpm', 'bun'],
    });
    expect(npm2yarnOf(validateConfig(withMarkdown({ npm2yarn: { converters: ['bun', 'pnpm'] } }), 'site.config.ts'))).toEqual({
      sync: false,
      converters: ['bun', 'pnpm'],
    });
  });

  it('reject a converter docsgen does not know, a converter twice and an unknown option', () => {
    expect(errorsOf(withMarkdown({ npm2yarn: { converters: ['deno'] } })).map((d) => d.code)).toEqual(['config-invalid']);
    expect(errorsOf(withMarkdown({ npm2yarn: { converters: ['yarn', 'yarn'] } }))[0]!.message).toContain('expected each converter once');
    expect(errorsOf(withMarkdown({ npm2yarn: { groupId: 'pm' } }))[0]!.message).toContain('Unknown config key');
  });

  it('reject an admonition keyword that is no directive name or is another directive’s', () => {
    expect(errorsOf(withMarkdown({ admonitions: { keywords: ['release', 'security-note'], extendDefaults: false } }))).toEqual([]);
    expect(errorsOf(withMarkdown({ admonitions: { keywords: ['big deal'] } }))[0]!.message).toContain('expected a directive name');
    expect(errorsOf(withMarkdown({ admonitions: { keywords: ['tabs'] } }))[0]!.message).toContain('directives of their own');
  });
});

describe('docs instances', () => {
  it('default to none; an entry takes the keys of `docs`, its route defaulting to its id', () => {
    expect(validateConfig(minimal, 'site.config.ts').docsInstances).toEqual([]);
    const config = validateConfig(
      { ...minimal, docsInstances: [{ id: 'community', path: 'community', sidebarPath: './sidebarsCommunity.js' }] },
      'site.config.ts',
    );
    expect(config.docsInstances[0]).toMatchObject({
      id: 'community',
      path: 'community',
      routeBasePath: '/community',
      sidebarPath: './sidebarsCommunity.js',
      versions: {},
    });
  });

  it('rejects an id that is `default` or that an earlier entry has', () => {
    const source = "docsInstances: [\n  { id: 'default', path: 'a' },\n  { id: 'api', path: 'b' },\n  { id: 'api', path: 'c' },\n]";
    const input = {
      ...minimal,
      docsInstances: [
        { id: 'default', path: 'a' },
        { id: 'api', path: 'b' },
        { id: 'api', path: 'c' },
      ],
    };
    const [named, repeated] = errorsOf(input, source);
    expect(named).toMatchObject({
      line: 2,
      message: "The docs instance at `docsInstances[0].id` is named `default`, which is the name of the `docs` key's folder.",
    });
    expect(repeated!.message).toBe('Two docs instances are named `api`; the second is at `docsInstances[2].id`.');
  });

  it('requires a folder for each instance', () => {
    expect(errorsOf({ ...minimal, docsInstances: [{ id: 'api' }] }).map((d) => d.message)).toEqual([expect.stringContaining('docsInstances[0].path')]);
  });
});

describe('blog.truncateMarker', () => {
  it("defaults to Docusaurus' markers, takes a regular expression, and says what it expects of a string", () => {
    const marker = validateConfig({ ...minimal, blog: {} }, 'site.config.ts').blog;
    expect(marker && marker.truncateMarker.test('<!-- truncate -->')).toBe(true);
    expect(marker && marker.truncateMarker.test('{/* truncate */}')).toBe(true);
    const own = validateConfig({ ...minimal, blog: { truncateMarker: /<!-- more -->/ } }, 'site.config.ts').blog;
    expect(own && String(own.truncateMarker)).toBe('/<!-- more -->/');
    const [d] = errorsOf({ ...minimal, blog: { truncateMarker: '<!-- more -->' } });
    expect(d!.message).toBe('Invalid value at `blog.truncateMarker`: expected a regular expression such as /<!--\\s*more\\s*-->/.');
  });
});
