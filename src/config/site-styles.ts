/**
 * A site's own styles as the style bundle needs them: its custom CSS files (absolute, in the config's order) and
 * the CSS of its brand colours and fonts. Also checks, when the config loads, that each custom CSS file can be
 * read, as a diagnostic at the config line naming it. Reads only those files' status.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { diagnostic, type DiagnosticLocation } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { brandStyleSheet } from './brand-colours.js';
import type { SiteConfig } from './schema.js';

export interface SiteStyles {
  /** The brand colours' and fonts' custom properties ('' when the config sets none). */
  brandCss: string;
  /** The custom CSS files, absolute, bundled after the theme's style sheet in this order. */
  customCss: string[];
  /** For root-relative `url(/img/…)` references in those files. */
  baseUrl: string;
  /** The site folder, absolute: where `@site/…` in those files points (Docusaurus' alias). */
  root: string;
}

export function siteStylesOf(root: string, config: Pick<SiteConfig, 'customCss' | 'theme' | 'baseUrl'>): SiteStyles {
  return {
    brandCss: brandStyleSheet(config.theme),
    customCss: config.customCss.map((file) => path.resolve(root, file)),
    baseUrl: config.baseUrl,
    root: path.resolve(root),
  };
}

/** A problem for each custom CSS file that is missing or not a file; `locate` gives the config line of a path as written. */
export function customCssProblems(config: Pick<SiteConfig, 'customCss'>, root: string, locate: (file: string) => DiagnosticLocation): Diagnostic[] {
  return config.customCss.flatMap((file, i) => {
    let reason: string | null = null;
    try {
      if (!statSync(path.resolve(root, file)).isFile()) reason = 'it is a folder, not a file';
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      reason = code === 'ENOENT' ? 'there is no such file' : (error as Error).message;
    }
    if (reason === null) return [];
    const keyPath = config.customCss.length > 1 ? `customCss[${i}]` : 'customCss';
    return [diagnostic('config-invalid', 'error', { variant: 'missing-file', keyPath, file, reason }, locate(file))];
  });
}
