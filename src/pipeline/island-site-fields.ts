/**
 * `@docusaurus/useDocusaurusContext` as a client component's island script gets it: the theme's hook, with the
 * config's `customFields` and `siteConfig.presets`, which the page's data block does not carry, written into the
 * script itself, so the browser renders the component with what the build rendered it with. Only what JSON holds
 * is written (a function or a class instance in `customFields` is left out, as it cannot reach the browser).
 * Makes module text only: bundles nothing, reads no file.
 */
import type { SiteConfig } from '../config/schema.js';
import { docusaurusPresetsOf } from './page/docusaurus-presets.js';

/** `value` with only what JSON holds: text, finite numbers, booleans, null, and arrays and plain objects of them. */
export function jsonData(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) return value.map(jsonData).filter((item) => item !== undefined);
  if (typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null)) {
    const entries = Object.entries(value as object).map(([key, item]) => [key, jsonData(item)] as const);
    return Object.fromEntries(entries.filter(([, item]) => item !== undefined));
  }
  return undefined;
}

/**
 * The module an island script imports for `@docusaurus/useDocusaurusContext`: `themeFile` (the theme's hook) with
 * `customFields` and `presets` of `config` in its `siteConfig`.
 */
export function islandContextModule(themeFile: string, config: SiteConfig): string {
  const customFields = jsonData(config.customFields) ?? {};
  const presets = jsonData(docusaurusPresetsOf(config)) ?? [];
  return [
    `import useThemeHook from ${JSON.stringify(themeFile)};`,
    `const customFields = ${JSON.stringify(customFields)};`,
    `const presets = ${JSON.stringify(presets)};`,
    'export default function useDocusaurusContext() {',
    '  const context = useThemeHook();',
    '  return { ...context, siteConfig: { ...context.siteConfig, customFields, presets } };',
    '}',
  ].join('\n');
}
