/** The locales the theme gets: labels, html lang, direction and route prefix. */
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../../src/config/load.js';
import { localeLabel, planLocales } from '../../../../src/pipeline/site-locales.js';

const configWith = (i18n: unknown) => validateConfig({ title: 'Site', url: 'https://docs.example.com', i18n }, 'site.config.ts');

describe('localeLabel', () => {
  it("is the language's own name, capitalised", () => {
    expect(localeLabel('en')).toBe('English');
    expect(localeLabel('fr')).toBe('Français');
    expect(localeLabel('de')).toBe('Deutsch');
    expect(localeLabel('pt-BR')).toBe('Português (Brasil)');
  });
});

describe('planLocales', () => {
  it('gives English alone, left to right, at the root for the default config, unlabelled as no dropdown shows it', () => {
    expect(planLocales(configWith(undefined))).toEqual({ locales: [{ code: 'en', htmlLang: 'en', direction: 'ltr', prefix: '' }] });
  });

  it('labels a single locale when the navbar has a locale dropdown, which forceDropdown or its own links show', () => {
    const config = validateConfig(
      { title: 'Site', url: 'https://docs.example.com', navbar: { items: [{ type: 'localeDropdown', forceDropdown: true }] } },
      'site.config.ts',
    );
    expect(planLocales(config).locales).toEqual([{ code: 'en', label: 'English', htmlLang: 'en', direction: 'ltr', prefix: '' }]);
  });

  it("lists the configured locales with the config's labels, html lang and direction, or defaults for them; only the default has no prefix", () => {
    const config = configWith({ defaultLocale: 'fr', locales: ['en', 'fr', 'ar', 'pt-br'], localeConfigs: { en: { label: 'EN' }, fr: { htmlLang: 'fr-CA' } } });
    expect(planLocales(config).locales).toEqual([
      { code: 'en', label: 'EN', htmlLang: 'en', direction: 'ltr', prefix: '/en' },
      { code: 'fr', label: 'Français', htmlLang: 'fr-CA', direction: 'ltr', prefix: '' },
      { code: 'ar', label: 'العربية', htmlLang: 'ar', direction: 'rtl', prefix: '/ar' },
      { code: 'pt-br', label: 'Português (Brasil)', htmlLang: 'pt-BR', direction: 'ltr', prefix: '/pt-br' },
    ]);
  });

  it('gives the default locale its prefix too with prefixDefaultLocale, marked as the default (Starlight without a root locale)', () => {
    const config = configWith({ defaultLocale: 'en', locales: ['en', 'fr'], layout: 'folders', prefixDefaultLocale: true });
    expect(planLocales(config).locales).toEqual([
      { code: 'en', label: 'English', htmlLang: 'en', direction: 'ltr', prefix: '/en', isDefault: true },
      { code: 'fr', label: 'Français', htmlLang: 'fr', direction: 'ltr', prefix: '/fr' },
    ]);
  });
});
