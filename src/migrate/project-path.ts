/**
 * A path of the project that the Docusaurus config computed as an absolute path (`resolve(__dirname, '../src')` in a
 * plugin's options): site.config.ts writes it relative to its own file, so the config works on any machine and in
 * CI, not only in the folder the migration ran in. `map-markdown-plugins.ts` makes these; `write-site-config.ts`
 * writes each as `fileURLToPath(new URL('../src', import.meta.url))`. Plain data: must not touch the file system.
 */
import path from 'node:path';
import { relativePosixPath } from '../util/paths.js';

export class ProjectPath {
  constructor(
    /** From the site folder, where site.config.ts is written, in URL form (`./tsconfig.json`, `../src`). */
    readonly fromConfig: string,
  ) {}
}

/**
 * `value` as a ProjectPath when it is an absolute path inside `project` (the repository that holds the site), else
 * null: a path elsewhere on the machine means nothing on another, so it is written as it was.
 */
export function projectPathOf(value: string, root: string, project: string): ProjectPath | null {
  if (!path.isAbsolute(value)) return null;
  const inProject = path.relative(project, value);
  if (inProject.startsWith('..') || path.isAbsolute(inProject)) return null;
  const relative = relativePosixPath(root, value);
  return new ProjectPath(relative === '' ? '.' : relative === '..' || relative.startsWith('../') ? relative : `./${relative}`);
}
