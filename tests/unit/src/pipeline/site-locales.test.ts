/** The locales the theme gets (labels, html lang, direction) and the warning that only the default one is built. */
import { describe, expect, it } from 'vitest';
import { quotedValueLines, validateConfig } from '../../../../src/config/load.js';
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
  it('gives English alone, left to right, and no warning for the default config', () => {
    expect(planLocales(configWith(undefined), 'site.config.ts', () => undefined)).toEqual({
      locales: [{ code: 'en', label: 'English', htmlLang: 'en', direction: 'ltr' }],
      locale: 'en',
      diagnostics: [],
    });
  });

  it("lists the configured locales with the config's labels, html lang and direction, or defaults for them", () => {
    const config = configWith({ defaultLocale: 'fr', locales: ['en', 'fr', 'ar', 'pt-br'], localeConfigs: { en: { label: 'EN' }, fr: { htmlLang: 'fr-CA' } } });
    const planned = planLocales(config, 'site.config.ts', () => undefined);
    expect(planned.locale).toBe('fr');
    expect(planned.locales).toEqual([
      { code: 'en', label: 'EN', htmlLang: 'en', direction: 'ltr' },
      { code: 'fr', label: 'Français', htmlLang: 'fr-CA', direction: 'ltr' },
      { code: 'ar', label: 'العربية', htmlLang: 'ar', direction: 'rtl' },
      { code: 'pt-br', label: 'Português (Brasil)', htmlLang: 'pt-BR', direction: 'ltr' },
    ]);
  });

  it('warns that the other locales are not built, at the config line that lists them', () => {
    const source = "export default defineConfig({\n  title: 'Site',\n  i18n: {\n    defaultLocale: 'en',\n    locales: ['en', 'fr', 'de'],\n  },\n});";
    const planned = planLocales(configWith({ defaultLocale: 'en', locales: ['en', 'fr', 'de'] }), 'site.config.ts', quotedValueLines(source));
    expect(planned.diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'locales-not-built', file: 'site.config.ts', line: 5 }),
    ]);
    expect(planned.diagnostics[0]!.message).toBe(
      'The locales `fr`, `de` are not built yet: docsgen builds only the default locale `en`, so the locale dropdown offers them but every entry leads to the `en` pages.',
    );
  });
});
