import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docsgenDependencySpec } from '../../../../src/cli/install-spec.js';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A project with docsgen in its node_modules, installed as `resolved` says in its lockfile. */
function project(resolved: string | null): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docsgen-spec-'));
  made.push(root);
  const installed = path.join(root, 'node_modules', 'docsgen');
  mkdirSync(installed, { recursive: true });
  if (resolved !== null)
    writeFileSync(
      path.join(root, 'package-lock.json'),
      JSON.stringify({ lockfileVersion: 3, packages: { '': {}, 'node_modules/docsgen': { version: '0.1.0', resolved } } }),
    );
  return installed;
}

describe('the docsgen dependency init writes', () => {
  it('installs from the tarball this copy came from, by its absolute path', () => {
    const installed = project('file:../docsgen-0.1.0.tgz');
    expect(docsgenDependencySpec(installed, '0.1.0')).toBe(`file:${path.resolve(installed, '../../../docsgen-0.1.0.tgz')}`);
  });

  it('keeps a git URL as the lockfile recorded it', () => {
    const url = 'git+ssh://git@example.com/team/docsgen.git#0123456789abcdef0123456789abcdef01234567';
    expect(docsgenDependencySpec(project(url), '0.1.0')).toBe(url);
  });

  it('is a version range for a copy from the registry', () => {
    expect(docsgenDependencySpec(project('https://registry.npmjs.org/docsgen/-/docsgen-0.1.0.tgz'), '0.1.0')).toBe('^0.1.0');
  });

  it('points at the running package itself from a checkout or an install without a lockfile', () => {
    expect(docsgenDependencySpec('/home/me/src/docsgen', '0.1.0')).toBe('file:/home/me/src/docsgen');
    const installed = project(null);
    expect(docsgenDependencySpec(installed, '0.1.0')).toBe(`file:${installed}`);
  });
});
