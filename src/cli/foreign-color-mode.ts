/**
 * The colour mode a VitePress or Starlight project shows, as docsgen's `colorMode`, for `docsgen init`. VitePress'
 * `appearance`: `true` (its default) follows the reader's system and can be switched, `false` is light with no switch,
 * `'dark'` starts dark, `'force-dark'` is dark with no switch, `'force-auto'` follows the system with no switch (an
 * object of options is `true`'s). Starlight follows the system, dark where the system says nothing, with its theme
 * picker. Pure: the caller hands it the value as the config ran.
 */

/** docsgen's `colorMode` keys, all of them, and the project's setting they come from, in words. */
export interface ForeignColorMode {
  defaultMode: 'light' | 'dark';
  disableSwitch: boolean;
  respectPrefersColorScheme: boolean;
  from: string;
}

/** VitePress' `appearance` (undefined: not written) as docsgen's colour mode; null for a value VitePress does not take. */
export function vitePressColorMode(appearance: unknown): ForeignColorMode | null {
  const mode = (defaultMode: 'light' | 'dark', disableSwitch: boolean, respectPrefersColorScheme: boolean, from: string) => ({
    defaultMode,
    disableSwitch,
    respectPrefersColorScheme,
    from,
  });
  if (appearance === undefined) return mode('light', false, true, "VitePress' default `appearance`");
  if (appearance === true || (appearance !== null && typeof appearance === 'object' && !Array.isArray(appearance)))
    return mode('light', false, true, "VitePress' `appearance: true`");
  if (appearance === false) return mode('light', true, false, "VitePress' `appearance: false`");
  if (appearance === 'dark') return mode('dark', false, false, "VitePress' `appearance: 'dark'`");
  if (appearance === 'force-dark') return mode('dark', true, false, "VitePress' `appearance: 'force-dark'`");
  if (appearance === 'force-auto') return mode('light', true, true, "VitePress' `appearance: 'force-auto'`");
  return null;
}

/** Starlight's theme picker, which starts from the reader's system, dark where the system says nothing. */
export const STARLIGHT_COLOR_MODE: ForeignColorMode = {
  defaultMode: 'dark',
  disableSwitch: false,
  respectPrefersColorScheme: true,
  from: "Starlight's theme picker",
};
