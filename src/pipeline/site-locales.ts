/**
 * The site's locales for the theme (dropdown labels, `<html lang>`, text direction, route prefix). Pure: labels
 * come from `Intl`, nothing is read. A label is made only where a locale dropdown could show it: `Intl.DisplayNames`
 * loads ICU's language names, about 25 ms of every build's start that a site with one locale and no dropdown
 * never shows.
 */
import type { LocaleData } from '../../core/route-data.js';
import { canonicalLocale, type SiteConfig } from '../config/schema.js';

/** The language's name in itself, capitalised as a menu entry (`fr` → `Français`, `pt-BR` → `Português (Brasil)`). */
export function localeLabel(code: string): string {
  const canonical = canonicalLocale(code) ?? code;
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([canonical], { type: 'language' }).of(canonical);
  } catch {
    name = undefined;
  }
  if (!name) return code;
  return name.charAt(0).toLocaleUpperCase(canonical) + name.slice(1);
}

/** Right-to-left unless the config says otherwise, for the scripts written that way (Arabic, Hebrew, Persian…). */
function defaultDirection(code: string): 'ltr' | 'rtl' {
  try {
    const locale = new Intl.Locale(code).maximize();
    return ['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg'].includes(locale.script ?? '') ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

export interface PlannedLocales {
  locales: LocaleData[];
}

/**
 * Whether the navbar can show the locales' labels: with more than one locale, or with a locale dropdown (which
 * `forceDropdown` or links of its own show with one).
 */
function labelsShown(config: SiteConfig): boolean {
  return config.i18n.locales.length > 1 || config.navbar.items.some((item) => item.type === 'localeDropdown');
}

export function planLocales(config: SiteConfig): PlannedLocales {
  const { defaultLocale, locales, localeConfigs, prefixDefaultLocale } = config.i18n;
  const shown = labelsShown(config);
  const data = locales.map((code): LocaleData => {
    const given = localeConfigs[code] ?? {};
    const label = given.label ?? (shown ? localeLabel(code) : undefined);
    return {
      code,
      ...(label !== undefined ? { label } : {}),
      htmlLang: given.htmlLang ?? canonicalLocale(code) ?? code,
      direction: given.direction ?? defaultDirection(code),
      prefix: code === defaultLocale && !prefixDefaultLocale ? '' : `/${code}`,
      // Marked only where its prefix does not tell it (the default locale is otherwise the one without).
      ...(code === defaultLocale && prefixDefaultLocale ? { isDefault: true as const } : {}),
    };
  });
  return { locales: data };
}
