import { describe, expect, it } from 'vitest';
import { ProjectPath, projectPathOf } from '../../../../src/migrate/project-path.js';

describe('projectPathOf', () => {
  const root = '/repo/website';
  const project = '/repo';

  it('writes an absolute path of the project from the site folder, where site.config.ts is', () => {
    expect(projectPathOf('/repo/website/tsconfig.json', root, project)).toEqual(new ProjectPath('./tsconfig.json'));
    expect(projectPathOf('/repo/src', root, project)).toEqual(new ProjectPath('../src'));
    expect(projectPathOf('/repo', root, project)).toEqual(new ProjectPath('..'));
    expect(projectPathOf('/repo/website', root, project)).toEqual(new ProjectPath('.'));
  });

  it('leaves other strings alone: relative paths, words, and paths outside the project', () => {
    for (const value of ['./src', 'remark', '/usr/share/dict/words', '/repository/src']) expect(projectPathOf(value, root, project), value).toBeNull();
  });
});
