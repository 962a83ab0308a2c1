/**
 * Writes the migrated config as readable TypeScript: `import { defineConfig } from 'docsgen'`, then the config
 * as an object literal (strings through JSON.stringify, keys bare where they are identifiers, short lists and
 * objects on one line), under a comment that lists what was not carried over. Never overwrites a file.
 * Must not decide what goes into the config.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatLocation, type Diagnostic } from '../../core/diagnostics.js';
import { sortDiagnostics } from '../diagnostics/format.js';

/** Lines longer than this are broken up. */
const WIDTH = 110;

const isPrimitive = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);
const keyOf = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key));

function literal(value: unknown, indent: string): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const flat = value.every(isPrimitive) || value.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item) && Object.values(item).every(isPrimitive));
    const oneLine = `[${value.map((item) => literal(item, inner)).join(', ')}]`;
    if (flat && !oneLine.includes('\n') && indent.length + oneLine.length <= WIDTH) return oneLine;
    return `[\n${value.map((item) => `${inner}${literal(item, inner)},`).join('\n')}\n${indent}]`;
  }
  if (typeof value === 'object' && value !== undefined) {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    const oneLine = `{ ${entries.map(([k, v]) => `${keyOf(k)}: ${literal(v, inner)}`).join(', ')} }`;
    if (entries.every(([, v]) => isPrimitive(v)) && indent.length + oneLine.length <= WIDTH) return oneLine;
    return `{\n${entries.map(([k, v]) => `${inner}${keyOf(k)}: ${literal(v, inner)},`).join('\n')}\n${indent}}`;
  }
  throw new Error(`a config value of type ${typeof value} cannot be written`);
}

/** One comment line: no line breaks inside, so the text can never end the comment. */
const commentLine = (text: string) => `// ${text.replace(/[\r\n\u2028\u2029]+/g, ' ')}`.trimEnd();

/** The whole site.config.ts: the header comment (source, then every note with its location and fix) and the config. */
export function siteConfigText(config: Record<string, unknown>, from: string, notes: readonly Diagnostic[]): string {
  const header = [
    commentLine(`docsgen site config, written by \`docsgen init --from-docusaurus\` from ${from}.`),
    commentLine('The README section "Migrate from Docusaurus" says what carries over and what to do next.'),
  ];
  if (notes.length) {
    header.push('//', commentLine(`Not carried over, or carried with a change (${notes.length}):`));
    for (const note of sortDiagnostics(notes)) {
      header.push(commentLine(`- ${formatLocation(note)}: ${note.message}`));
      if (note.hint) header.push(commentLine(`  ${note.hint}`));
    }
  }
  return `${header.join('\n')}\n\nimport { defineConfig } from 'docsgen';\n\nexport default defineConfig(${literal(config, '')});\n`;
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
