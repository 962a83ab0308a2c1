/**
 * The esbuild loader for a site's JavaScript or TypeScript file, by its name (`.ts`, `.mts`, `.cts` → `ts`; `.tsx`;
 * `.jsx`; anything else `js`). Names only: reads no file.
 */
export function codeLoader(file: string): 'ts' | 'tsx' | 'jsx' | 'js' {
  if (/\.[cm]?ts$/.test(file)) return 'ts';
  if (file.endsWith('.tsx')) return 'tsx';
  if (file.endsWith('.jsx')) return 'jsx';
  return 'js';
}
