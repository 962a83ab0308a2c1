/**
 * `docsgen swizzle [Component] [--wrap]`: puts a theme component into the site's `theme-overrides/` folder, where it
 * overrides the theme's (theme-overrides.ts). Ejecting copies the component's module with its relative imports
 * rewritten to `@docsgen/theme/…` (and `@docsgen/core/…`), which still resolve to the theme's modules; `--wrap`
 * writes a component that renders `@theme-original/<Name>`. Never overwrites a file; without a known name it
 * lists the components. Writes only the one new file.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { OVERRIDABLE_COMPONENTS, OVERRIDABLE_NAMES, isOverridableName, type OverridableName } from '../../core/overridable.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { OVERRIDES_DIR, OVERRIDE_EXTENSIONS } from '../render/theme-overrides.js';
import { typoNeighbours } from '../util/closest-names.js';
import { packageRoot } from '../util/package-root.js';
import { relativePosixPath } from '../util/paths.js';

export type SwizzleResult = { ok: true; file: string; contents: string } | { ok: false; diagnostics: Diagnostic[] };

/** `DocItem/Footer` → `DocItemFooter`: a name a function can have. */
const identifierOf = (name: string) => name.replace(/[^A-Za-z0-9]/g, '');

function wrapperSource(name: OverridableName): string {
  const id = identifierOf(name);
  return `// Wraps docsgen's ${name} (written by \`docsgen swizzle ${name} --wrap\`): add to it, or change its props.
import type { ComponentProps } from 'react';
import Original from '@theme-original/${name}';

export default function ${id}Wrapper(props: ComponentProps<typeof Original>) {
  return (
    <>
      <Original {...props} />
    </>
  );
}
`;
}

/** The theme module holding `name`, with each relative import made `@docsgen/…` so it resolves from the site. */
function ejectedSource(name: OverridableName): string {
  const entry = OVERRIDABLE_COMPONENTS[name];
  const root = packageRoot();
  const file = path.join(root, 'theme', entry.module);
  const source = readFileSync(file, 'utf8').replace(
    /(\b(?:from|import)\s*\(?\s*)(['"])(\.\.?\/[^'"\n]+)\2/g,
    (_whole, lead: string, quote: string, spec: string) => {
      const target = relativePosixPath(root, path.resolve(path.dirname(file), spec));
      return `${lead}${quote}@docsgen/${target}${quote}`;
    },
  );
  const header = `// Swizzled from docsgen's theme/${entry.module} by \`docsgen swizzle ${name}\`: this file's default export replaces ${name}.
// \`@docsgen/theme/…\` imports are the theme's own modules; \`@theme/<Name>\` gives a component as the site overrides it.
`;
  const footer = entry.export === 'default' ? '' : `\nexport default ${entry.export};\n`;
  return header + source + footer;
}

/** Every file that would override `name` (any extension, or a folder's index). */
function overrideFiles(root: string, name: string): string[] {
  const base = path.join(root, OVERRIDES_DIR, name);
  return OVERRIDE_EXTENSIONS.flatMap((ext) => [base + ext, path.join(base, 'index' + ext)]);
}

/** Writes the component into the site at `root`; returns the file written (relative) or why not. */
export function swizzle(root: string, name: string, options: { wrap?: boolean } = {}): SwizzleResult {
  if (!isOverridableName(name)) {
    return {
      ok: false,
      diagnostics: [
        diagnostic('swizzle-unknown-component', 'error', { name, names: OVERRIDABLE_NAMES, suggestions: typoNeighbours(name, OVERRIDABLE_NAMES, 2) }),
      ],
    };
  }
  const existing = overrideFiles(root, name).find((f) => existsSync(f));
  const relative = (f: string) => relativePosixPath(root, f);
  if (existing) return { ok: false, diagnostics: [diagnostic('swizzle-file-exists', 'error', { file: relative(existing) }, { file: relative(existing) })] };
  const target = path.join(root, OVERRIDES_DIR, `${name}.tsx`);
  const contents = options.wrap ? wrapperSource(name) : ejectedSource(name);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, contents, { flag: 'wx' });
  return { ok: true, file: relative(target), contents };
}

/** The component names and what each draws, for the terminal. */
export function componentList(): string {
  const width = Math.max(...OVERRIDABLE_NAMES.map((n) => n.length));
  return OVERRIDABLE_NAMES.map((name) => `  ${name.padEnd(width)}  ${OVERRIDABLE_COMPONENTS[name].description}`).join('\n');
}

/** The CLI command: prints what it wrote (or the problem) and returns the exit code. */
export async function runSwizzle(name: string | undefined, flags: { wrap?: boolean }, root = process.cwd()): Promise<number> {
  if (!name) {
    process.stdout.write(
      `Theme components a site can override from ${OVERRIDES_DIR}/<Name>.tsx:\n${componentList()}\n\nRun \`docsgen swizzle <Name>\` to copy one, or add --wrap to wrap it.\n`,
    );
    return 0;
  }
  const result = swizzle(root, name, flags);
  if (!result.ok) {
    const { formatDiagnostics } = await import('../diagnostics/format.js');
    process.stderr.write(formatDiagnostics(result.diagnostics) + '\n');
    return 1;
  }
  const what = flags.wrap ? `a wrapper around the theme's ${name}` : `a copy of the theme's ${name}`;
  process.stdout.write(`wrote ${result.file} (${what}); docsgen build and docsgen dev now use it.\n`);
  return 0;
}
