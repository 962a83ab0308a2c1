/** A module that awaits at its top level, rewritten so that CommonJS can run it: every export kept, lines kept. */
import { describe, expect, it } from 'vitest';
import { TOP_LEVEL_AWAIT_EXPORT, wrapTopLevelAwait } from '../../../../src/migrate/top-level-await.js';

/** Runs the rewritten module with `imports` as its imports' values (by source), and awaits its exports. */
async function exportsOf(code: string, imports: Record<string, Record<string, unknown>> = {}): Promise<Record<string, unknown>> {
  const wrapped = wrapTopLevelAwait(code)!;
  // The imports on the first line become lookups; the rest is the module's body as rewritten.
  const body = wrapped
    .replace(/import \{ ([^}]*) \} from '([^']+)';/g, (_, names: string, source: string) =>
      names
        .split(',')
        .map((part) => part.trim().split(/\s+as\s+/))
        .map(([name, local]) => `const ${local ?? name} = __imports[${JSON.stringify(source)}].${name};`)
        .join(' '),
    )
    .replace(`export const ${TOP_LEVEL_AWAIT_EXPORT} =`, `return`);
  return (await new Function('__imports', body)(imports)) as Record<string, unknown>;
}

describe('wrapTopLevelAwait', () => {
  it('gives every export of a module that awaits, by default, by name, renamed and re-exported', async () => {
    const code = [
      "import { base } from './base';",
      "export { shared as common } from './shared';",
      'const more = await Promise.resolve(2);',
      'export const total = base + more;',
      'export function twice(n) { return 2 * n; }',
      'const inner = 7;',
      'export { inner as seven };',
      'export default { title: `T${total}` };',
    ].join('\n');
    const exported = await exportsOf(code, { './base': { base: 1 }, './shared': { shared: 's' } });
    expect(exported.default).toEqual({ title: 'T3' });
    expect(exported).toMatchObject({ total: 3, seven: 7, common: 's' });
    expect((exported.twice as (n: number) => number)(4)).toBe(8);
  });

  it('keeps every line where it was', () => {
    const code = "import a from 'a';\nconst x = await a;\n\nexport default x;\n";
    const lines = wrapTopLevelAwait(code)!.split('\n');
    expect(lines[1]).toBe('const x = await a;');
    expect(lines[3]).toMatch(/^const __docsgenDefault = +x;$/);
  });
});
