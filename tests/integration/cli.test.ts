import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { doc, makeSite } from '../support/fixture-site.js';
import { siteWithMissingProgram } from '../support/missing-program-plugin.js';

const bin = path.resolve('bin/docsgen.js');
const run = (args: string[], cwd = process.cwd()) => {
  const result = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', env: { ...process.env, CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0' } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
};

describe('docsgen CLI', () => {
  it('lists its commands and prints its version', () => {
    const help = run(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/build \[options\]/);
    expect(help.stdout).toMatch(/serve\|preview \[options\] \[dir\]/);
    const version = run(['--version']);
    expect(version.stdout.trim()).toBe(JSON.parse(readFileSync('package.json', 'utf8')).version);
    for (const flag of ['-v', '-V']) expect(run([flag]).stdout.trim(), flag).toBe(version.stdout.trim());
  });

  it('knows start and preview as the dev and serve commands', () => {
    const help = run(['--help']);
    expect(help.stdout).toMatch(/dev\|start \[options\]/);
    expect(help.stdout).toMatch(/serve\|preview \[options\] \[dir\]/);
    expect(run(['preview', '--help']).stdout).toContain('--strictPort');
    expect(run(['start', '--help']).stdout).toContain('--strictPort');
  });

  it('rejects an unknown command or flag with a hint', () => {
    const command = run(['biuld']);
    expect(command.code).toBe(1);
    expect(command.stderr).toContain("error: unknown command 'biuld'");
    expect(command.stderr).toContain('(Did you mean build?)');
    const flag = run(['build', '--strikt']);
    expect(flag.code).toBe(1);
    expect(flag.stderr).toContain('(Did you mean --strict?)');
  });

  it('builds a site and prints one summary line', () => {
    const root = makeSite({});
    const result = run(['build', '--strict'], root);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/✔ built 3 pages in [\d.]+ s · 0 errors, 0 warnings · [\d.]+ (KB|MB) written to build\//);
    expect(existsSync(path.join(root, 'build/index.html'))).toBe(true);
  });

  it('prints every problem with file:line and fix, then fails', () => {
    const root = makeSite({ 'content/docs/guide/modules.md': doc('Modules', '# Modules\n\n[a](/nope) [b](/guide/cycles#nope)') });
    const result = run(['build', '--strict'], root);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'error [broken-link] content/docs/guide/modules.md:8:1\n  The link `/nope` points to `/nope`, which is not a page of this site.\n  fix: Link an existing route',
    );
    expect(result.stderr).toContain('warning [broken-anchor] content/docs/guide/modules.md:8:12');
    // No output yet: the summary does not speak of a previous one.
    expect(result.stderr).toMatch(/✖ build failed with 1 error, 1 warning in [\d.]+ s · nothing was written\n/);
    expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('says the previous output is untouched only when there is one', () => {
    const root = makeSite({});
    expect(run(['build'], root).code).toBe(0);
    writeFileSync(path.join(root, 'content/docs/guide/modules.md'), doc('Modules', '# Modules\n\n[a](/nope)'));
    const failed = run(['build'], root);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/✖ build failed with 1 error, 0 warnings in [\d.]+ s · the previous output in build\/ is untouched\n/);
  });

  it('explains a missing config without a stack trace', () => {
    const root = makeSite({ 'site.config.ts': null }, '');
    const result = run(['build'], root);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No site config found in');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('explains a config with a syntax error, with file and line', () => {
    const root = makeSite({}, "import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'x',, });\n");
    const result = run(['build'], root);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/error \[config-load\] site\.config\.ts:2:\d+/);
  });
});

describe("docsgen build when the site's own code fails outside any page", () => {
  it('says what failed and stops with exit code 1, instead of a stack trace, leaving no output written', () => {
    // The plugin's module starts the program when the config loads it.
    const root = siteWithMissingProgram('load');
    const result = run(['build', '--no-cache'], root);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('error [site-code-failed]');
    expect(result.stderr).toContain('Code the build ran failed outside any page, so the build stopped: spawn docsgen-no-such-program ENOENT');
    expect(result.stderr).toContain('starts the program `docsgen-no-such-program`, which is not installed here');
    expect(result.stderr).not.toMatch(/node:internal|at ChildProcess/);
    expect(existsSync(path.join(root, 'build'))).toBe(false);
  });

  it('stops the same way when a plugin fails so on the render thread, after the page it ran for rendered', () => {
    // The spawn's error comes a tick after the plugin returns, when the page may be done and the build about to end.
    const root = siteWithMissingProgram('page');
    const result = run(['build', '--no-cache'], root);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Code the build ran failed outside any page, so the build stopped: spawn docsgen-no-such-program ENOENT');
    expect(result.stderr).not.toMatch(/node:internal|at ChildProcess/);
    expect(existsSync(path.join(root, 'build'))).toBe(false);
  });
});
