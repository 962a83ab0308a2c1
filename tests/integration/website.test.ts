/**
 * docsgen's own website (website/) builds with `--strict` through the compiled CLI (run `npm run build:lib` first),
 * and its three generated references hold what the code has: every top-level config key, every command and
 * option, every diagnostic code. A config key without a description must fail the docs build: checked on the
 * completeness function with a schema given one key more, and on a real build of a copy of the site whose
 * reference page is fed a key the descriptions lack.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cliReference } from '../../src/cli/reference.js';
import { configReference } from '../../src/config/reference.js';
import { KEY_DESCRIPTIONS } from '../../src/config/key-descriptions.js';
import { siteConfigSchema } from '../../src/config/schema.js';
import { catalogue } from '../../src/diagnostics/catalogue.js';

const repoRoot = path.resolve('.');
const bin = path.join(repoRoot, 'bin/docsgen.js');
const temps: string[] = [];

function buildSite(cwd: string, outDir: string) {
  return spawnSync(process.execPath, [bin, 'build', '--strict', '--no-cache', '--out-dir', outDir], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', NO_COLOR: '1', NODE_ENV: 'production' },
    timeout: 240_000,
  });
}

/** The text of a built page, tags stripped and entities of code undone. */
function pageText(outDir: string, route: string): string {
  const html = readFileSync(path.join(outDir, `${route}.html`), 'utf8');
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

afterAll(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("docsgen's website", () => {
  let outDir = '';
  let result: ReturnType<typeof buildSite>;

  beforeAll(() => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-website-'));
    temps.push(dir);
    outDir = path.join(dir, 'build');
    result = buildSite(path.join(repoRoot, 'website'), outDir);
  }, 300_000);

  it('builds with --strict: no error, no warning', () => {
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
    expect(result.stdout).toContain('0 errors, 0 warnings');
  });

  it('has a configuration reference with every key path of the schema, top-level keys first of all', () => {
    const text = pageText(outDir, 'reference/configuration');
    for (const key of Object.keys(siteConfigSchema.shape)) expect(text, key).toContain(` ${key} `);
    for (const row of configReference().rows) expect(text, row.path).toContain(row.path);
  });

  it('has a CLI reference with every command, alias and option', () => {
    const text = pageText(outDir, 'reference/cli');
    const reference = cliReference();
    expect(reference.commands.length).toBeGreaterThan(5);
    for (const command of reference.commands) {
      expect(text, command.name).toContain(`docsgen ${command.name}`);
      for (const alias of command.aliases) expect(text, alias).toContain(`docsgen ${alias}`);
      for (const option of command.options) expect(text, `${command.name} ${option.flags}`).toContain(option.flags);
    }
  });

  it('has a diagnostics reference with every code of the catalogue', () => {
    const text = pageText(outDir, 'reference/diagnostics');
    const codes = Object.keys(catalogue);
    expect(codes.length).toBeGreaterThan(50);
    for (const code of codes) expect(text, code).toContain(` ${code} `);
  });
});

describe('a config key without a description', () => {
  it('is reported by the completeness check, and so is a description of a key that is gone', () => {
    const wider = siteConfigSchema.extend({ blogTest: z.strictObject({ postsPerPage: z.number().default(10) }).optional() });
    const reference = configReference(wider);
    expect(reference.undocumented).toEqual(['blogTest', 'blogTest.postsPerPage']);
    expect(configReference(siteConfigSchema, { ...KEY_DESCRIPTIONS, gone: 'A key that is no more.' }).stale).toEqual(['gone']);
    expect(configReference().undocumented).toEqual([]);
    expect(configReference().stale).toEqual([]);
  });

  it("fails the docs build at the reference page's marker, naming the key", () => {
    // A copy of the site whose descriptions module lacks `title`: the page that shows the reference fails.
    const dir = mkdtempSync(path.join(repoRoot, 'website/.test-'));
    temps.push(dir);
    cpSync(path.join(repoRoot, 'website/docs'), path.join(dir, 'docs'), { recursive: true });
    cpSync(path.join(repoRoot, 'website/static'), path.join(dir, 'static'), { recursive: true });
    cpSync(path.join(repoRoot, 'website/plugins'), path.join(dir, 'plugins'), { recursive: true });
    // The plugin's imports climb two folders from plugins/: the copy sits one folder deeper.
    const plugin = path.join(dir, 'plugins/references.ts');
    writeFileSync(
      plugin,
      readFileSync(plugin, 'utf8')
        .replaceAll("'../../src/", "'../../../src/")
        .replace(
          "import { configReference } from '../../../src/config/reference.js';",
          "import { configReference as fullReference } from '../../../src/config/reference.js';\nimport { KEY_DESCRIPTIONS } from '../../../src/config/key-descriptions.js';\nconst configReference = () => fullReference(undefined, Object.fromEntries(Object.entries(KEY_DESCRIPTIONS).filter(([key]) => key !== 'title')));",
        ),
    );
    cpSync(path.join(repoRoot, 'website/site.config.ts'), path.join(dir, 'site.config.ts'));
    const failed = buildSite(dir, path.join(dir, 'build'));
    const output = `${failed.stdout}\n${failed.stderr}`;
    expect(failed.status, output).toBe(1);
    expect(output).toContain('markdown-plugin-failed');
    expect(output).toMatch(/docs\/reference\/configuration\.md:\d+/);
    expect(output).toContain('the config key `title` has no description');
  }, 300_000);
});
