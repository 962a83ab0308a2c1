/**
 * Build stage `loadSiteTheme`: the theme a site renders with. With components in its `theme-overrides/`
 * (render/theme-overrides.ts), the server theme is bundled with them swapped in (render/theme-module.ts) and so is
 * the browser bundle (emit/client-bundle.ts, cached for the read stage), so either failing is reported here, as
 * located diagnostics, before anything is read or rendered. A site that overrides nothing bundles nothing. Writes
 * no output. It joins render/ and emit/, so it sits above both: neither may import it.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { BuildFailure } from '../diagnostics/diagnostic.js';
import { bundleClient } from '../emit/client-bundle.js';
import { loadThemeFromSource, type ThemeModule } from '../render/theme-module.js';
import { findThemeOverrides, overrideWarnings, type ThemeOverrides } from '../render/theme-overrides.js';

export interface SiteTheme {
  overrides: ThemeOverrides | null;
  /** The theme with the site's components swapped in; undefined when it overrides nothing (the built-in theme). */
  theme: ThemeModule | undefined;
  diagnostics: Diagnostic[];
  /** The overrides did not bundle: `diagnostics` say where. */
  failed: boolean;
}

/** The theme a site renders with: the built-in one, or one bundled with the components in its `theme-overrides/`. */
export async function loadSiteTheme(root: string): Promise<SiteTheme> {
  const overrides = findThemeOverrides(root);
  const warnings = overrideWarnings(overrides);
  if (!overrides || Object.keys(overrides.files).length === 0) return { overrides: null, theme: undefined, diagnostics: warnings, failed: false };
  try {
    // The browser bundle too (cached for the build's read stage), so either failing is reported here.
    const [theme] = await Promise.all([loadThemeFromSource(overrides), bundleClient(overrides)]);
    return { overrides, theme, diagnostics: warnings, failed: false };
  } catch (error) {
    if (!(error instanceof BuildFailure)) throw error;
    return { overrides, theme: undefined, diagnostics: [...warnings, ...error.diagnostics], failed: true };
  }
}
