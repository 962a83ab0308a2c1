/**
 * Writes the migrated config as readable TypeScript: `import { defineConfig } from 'docsgen'` and an import for
 * every `ImportRef` in the config (the site's Markdown plugins), named after its module or export (valid, stable,
 * never the same name twice), then the config as an object literal (strings through JSON.stringify, keys bare
 * where they are identifiers, imports by their names, paths of the project from the file's own place, short lists
 * and objects on one line), under a comment that lists what was not carried over. Never overwrites a file. Must not decide what goes into the config.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatLocation, type Diagnostic } from '../../core/diagnostics.js';
import { sortDiagnostics } from '../diagnostics/format.js';
import { ImportRef } from './import-ref.js';
import { ProjectPath } from './project-path.js';
import { YearText } from './year-text.js';

/** Lines longer than this are broken up. */
const WIDTH = 110;

/** Written on one line like a string: primitives, imports (a name) and paths of the project (one call). */
const isPrimitive = (value: unknown) =>
  value === null ||
  ['string', 'number', 'boolean'].includes(typeof value) ||
  value instanceof ImportRef ||
  value instanceof ProjectPath ||
  value instanceof YearText ||
  value instanceof RegExp;
const isIdentifier = (text: string) => /^[A-Za-z_$][\w$]*$/.test(text);
const keyOf = (key: string) => (isIdentifier(key) ? key : JSON.stringify(key));

/** Words an import cannot be named (reserved in strict-mode modules, or names a module sees anyway). */
const RESERVED = new Set(
  (
    'await break case catch class const continue debugger default delete do else enum export extends false finally for function if implements import in ' +
    'instanceof interface let new null package private protected public return static super switch this throw true try typeof var void while with yield ' +
    'arguments eval undefined NaN Infinity'
  ).split(' '),
);

/** A name for an import from a module's or export's name: `remark-math` → `remarkMath`, `2col` → `_2col`. */
function identifierFrom(text: string): string {
  const words = text.split(/[^A-Za-z0-9_$]+/).filter(Boolean);
  let name = words.map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('') || 'plugin';
  if (/^[0-9]/.test(name)) name = `_${name}`;
  return RESERVED.has(name) ? `${name}Plugin` : name;
}

/** What an import is named after: a named export's name, else the module's last part (`@scope/remark-x` → `remark-x`, `./a/marker.js` → `marker`). */
function baseName(ref: ImportRef): string {
  if (ref.members[0] !== 'default') return ref.members[0]!;
  const parts = ref.module.split('/').filter((part) => part && part !== '.' && part !== '..' && !part.startsWith('@'));
  const named = parts.map((part) => part.replace(/\.[cm]?[jt]sx?$/, ''));
  const last = named.at(-1) ?? 'plugin';
  return last === 'index' && named.length > 1 ? named.at(-2)! : last;
}

/** A module specifier in quotes: single ones as `'docsgen'` has them, JSON's for anything out of the ordinary. */
const quotedModule = (module: string) => (/^[\w@./~:-]+$/.test(module) ? `'${module}'` : JSON.stringify(module));

/** The imports a config needs, in the order their values first appear, and the name each value is written as. */
interface Imports {
  lines: string[];
  expression(ref: ImportRef): string;
}

function collectRefs(value: unknown, found: (ImportRef | ProjectPath)[]): (ImportRef | ProjectPath)[] {
  if (value instanceof ImportRef || value instanceof ProjectPath) found.push(value);
  else if (Array.isArray(value)) for (const item of value) collectRefs(item, found);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) collectRefs(item, found);
  return found;
}

function planImports(config: Record<string, unknown>): Imports {
  const taken = new Set(['defineConfig']);
  const names = new Map<string, string>();
  const modules = new Map<string, { default?: string; named: [exported: string, local: string][] }>();
  const found = collectRefs(config, []);
  // A path of the project is written `fileURLToPath(new URL('../src', import.meta.url))`.
  if (found.some((ref) => ref instanceof ProjectPath)) {
    modules.set('node:url', { named: [['fileURLToPath', 'fileURLToPath']] });
    taken.add('fileURLToPath');
  }
  for (const ref of found) {
    if (!(ref instanceof ImportRef) || names.has(ref.bindingKey)) continue;
    const base = identifierFrom(baseName(ref));
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
    taken.add(name);
    names.set(ref.bindingKey, name);
    const module = modules.get(ref.module) ?? { named: [] };
    modules.set(ref.module, module);
    if (ref.members[0] === 'default') module.default = name;
    else module.named.push([ref.members[0]!, name]);
  }
  const lines = [...modules].map(([module, { default: first, named }]) => {
    const braces = named.length
      ? `{ ${named.map(([exported, local]) => (exported === local ? local : `${isIdentifier(exported) ? exported : JSON.stringify(exported)} as ${local}`)).join(', ')} }`
      : '';
    return `import ${[first, braces].filter(Boolean).join(', ')} from ${quotedModule(module)};`;
  });
  return {
    lines,
    expression: (ref) =>
      names.get(ref.bindingKey)! +
      ref.members
        .slice(1)
        .map((member) => (isIdentifier(member) ? `.${member}` : `[${JSON.stringify(member)}]`))
        .join(''),
  };
}

function literal(value: unknown, indent: string, imports: Imports): string {
  if (value instanceof ImportRef) return imports.expression(value);
  if (value instanceof ProjectPath) return `fileURLToPath(new URL(${JSON.stringify(value.fromConfig)}, import.meta.url))`;
  if (value instanceof YearText) return value.toTemplate();
  if (typeof value === 'string') return JSON.stringify(value);
  // A regular expression (`blog.truncateMarker`) as its literal, which escapes its slashes.
  if (value instanceof RegExp) return String(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const flatObject = (item: unknown) =>
      typeof item === 'object' && item !== null && !Array.isArray(item) && !isPrimitive(item) && Object.values(item).every(isPrimitive);
    // A plugin with its options (`[remarkMath, { singleDollarTextMath: false }]`) is one line when its options are.
    const pluginEntry = value[0] instanceof ImportRef && value.every((item) => isPrimitive(item) || flatObject(item));
    const flat = value.every(isPrimitive) || value.every(flatObject) || pluginEntry;
    const oneLine = `[${value.map((item) => literal(item, inner, imports)).join(', ')}]`;
    if (flat && !oneLine.includes('\n') && indent.length + oneLine.length <= WIDTH) return oneLine;
    return `[\n${value.map((item) => `${inner}${literal(item, inner, imports)},`).join('\n')}\n${indent}]`;
  }
  if (typeof value === 'object' && value !== undefined) {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    const oneLine = `{ ${entries.map(([k, v]) => `${keyOf(k)}: ${literal(v, inner, imports)}`).join(', ')} }`;
    if (entries.every(([, v]) => isPrimitive(v)) && indent.length + oneLine.length <= WIDTH) return oneLine;
    return `{\n${entries.map(([k, v]) => `${inner}${keyOf(k)}: ${literal(v, inner, imports)},`).join('\n')}\n${indent}}`;
  }
  throw new Error(`a config value of type ${typeof value} cannot be written`);
}

/** A literal of plain data (no imports, no project paths), its lines after the first indented by `indent`. */
export function plainLiteral(value: unknown, indent = ''): string {
  return literal(value, indent, {
    lines: [],
    expression: () => {
      throw new Error('plain data holds no imports');
    },
  });
}

/** One comment line: no line breaks inside, so the text can never end the comment. */
export const commentLine = (text: string) => `// ${text.replace(/[\r\n\u2028\u2029]+/g, ' ')}`.trimEnd();

/** The whole site.config.ts: the header comment (source, then every note with its location and fix) and the config. */
export function siteConfigText(config: Record<string, unknown>, from: string, notes: readonly Diagnostic[]): string {
  const header = [
    commentLine(`docsgen site config, written by \`docsgen init --from-docusaurus\` from ${from}.`),
    commentLine('docsgen\'s guide "Migrate from Docusaurus" says what carries over and what to do next.'),
  ];
  if (notes.length) {
    header.push('//', commentLine(`Not carried over, or carried with a change (${notes.length}):`));
    for (const note of sortDiagnostics(notes)) {
      header.push(commentLine(`- ${formatLocation(note)}: ${note.message}`));
      if (note.hint) header.push(commentLine(`  ${note.hint}`));
    }
  }
  const imports = planImports(config);
  const importLines = ["import { defineConfig } from 'docsgen';", ...imports.lines].join('\n');
  return `${header.join('\n')}\n\n${importLines}\n\nexport default defineConfig(${literal(config, '', imports)});\n`;
}

/**
 * Writes `text` to `<root>/site.config.ts` unless it exists (the `wx` flag: a file that appears meanwhile is not
 * overwritten either). Returns the path written, or null when the file was there.
 */
export function writeSiteConfig(root: string, text: string): string | null {
  const file = path.join(root, 'site.config.ts');
  try {
    writeFileSync(file, text, { flag: 'wx' });
    return file;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return null;
    throw error;
  }
}
