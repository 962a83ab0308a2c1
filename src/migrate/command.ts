/**
 * `docsgen init --from-docusaurus [dir]`: runs the migration and prints its notes (what was not carried over),
 * what it wrote and the next steps, or the problem that stopped it. Returns the exit code; holds no migration
 * logic and words no problem itself.
 */
import path from 'node:path';
import pc from 'picocolors';
import { formatDiagnostics, plural } from '../diagnostics/format.js';
import { migrateFromDocusaurus } from './index.js';

/** `timeoutMs`: how long the site's config and sidebars files may run (default DEFAULT_TIMEOUT_MS). */
export async function runMigrate(dir: string | undefined, timeoutMs?: number): Promise<number> {
  const folder = dir ?? '.';
  const result = await migrateFromDocusaurus(folder, timeoutMs === undefined ? {} : { timeoutMs });
  if (result.diagnostics.length) process.stderr.write(formatDiagnostics(result.diagnostics) + '\n\n');
  if (!result.ok) return 1;
  const shown = path.relative(process.cwd(), result.written!) || result.written!;
  const notes = result.diagnostics.length;
  const lines = [
    `${pc.green('✔')} wrote ${shown} from ${result.source}${result.sidebars ? `, with the sidebars of ${result.sidebars.file}` : ''}`,
    notes ? `  ${plural(notes, 'setting')} not carried over or changed: listed above and at the top of ${shown}` : '  every setting was carried over',
    '',
    'Next steps:',
    ...(dir && path.resolve(dir) !== process.cwd() ? [`  cd ${/[^\w./-]/.test(dir) ? JSON.stringify(dir) : dir}`] : []),
    `  npx docsgen build   ${pc.dim('build the site into build/')}`,
    `  npx docsgen dev     ${pc.dim('write with live reload on http://127.0.0.1:3000')}`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
  return 0;
}
