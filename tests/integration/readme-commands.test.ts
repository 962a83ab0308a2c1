/**
 * Runs the shell blocks of the README and of docsgen's website pages (website/docs/) for real, each in a fresh temp folder, against this checkout's compiled CLI (run
 * `npm run build:lib` first): every line is run, stood in for, or skipped by a rule below that says why, and a
 * line no rule covers fails the test, as does a fenced block whose language says nothing about whether it holds
 * commands. So the README cannot gain a command nobody has run. A command that exits non-zero fails with its
 * output; a server (`npm run dev`) must answer its first page, then stop on Ctrl+C (SIGINT to its process group).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readReadme, SHELL_LANGUAGES, type ReadmeBlock } from '../support/readme.js';

const repoRoot = path.resolve('.');
const readme = readReadme();

/** Fence languages that hold no commands (code, config, pages, a server config). */
const NOT_SHELL_LANGUAGES = new Set(['ts', 'tsx', 'js', 'md', 'mdx', 'json', 'nginx', 'yaml', 'toml', 'text']);
/** Fences without a language, known by their first line; each holds no command to run. */
const PLAIN_BLOCKS: { first: RegExp; what: string }[] = [
  { first: /^docsgen init \[dir\]/, what: 'the CLI synopsis, checked against the CLI by readme-claims.test.ts' },
  { first: /^docs\/intro\.md\s+the default locale$/, what: "a translated site's files" },
  { first: /^docs\/\s+the docs being written/, what: "a versioned site's files" },
  { first: /^community\/\s+its pages/, what: "a docs instance's files" },
];

/**
 * Folders the README's blocks `cd` into without making them: a copy of each is in every block's temp folder.
 * `cd my-docusaurus-site` is a Docusaurus site (the migration fixture).
 */
const GIVEN_FOLDERS: Record<string, string> = {
  'my-docusaurus-site': 'tests/fixtures/docusaurus-migration/site',
};

type Action =
  /** Run with `sh -c` in the current folder; it must exit 0. */
  | { kind: 'run' }
  /** `cd <folder>`: the folder must exist; later lines run in it. */
  | { kind: 'cd' }
  /** `npm run <script>`: a server when the script starts one (then as `serve`), else as `run`. */
  | { kind: 'npm-run' }
  /** A server that runs until Ctrl+C: started, its first page asked for, then stopped with SIGINT. */
  | { kind: 'serve' }
  /** Not run; done another way instead, for the reason given. */
  | { kind: 'stand-in'; why: string; instead: (cwd: string, command: string) => void }
  /** Not run, for the reason given. */
  | { kind: 'skip'; why: string };

/** Installs docsgen the way `npm install <tarball or git URL>` leaves a site: the package and its bin, and the dependency. */
function linkThisCheckout(cwd: string, command: string): void {
  mkdirSync(path.join(cwd, 'node_modules/.bin'), { recursive: true });
  symlinkSync(repoRoot, path.join(cwd, 'node_modules/docsgen'), 'dir');
  symlinkSync('../docsgen/bin/docsgen.js', path.join(cwd, 'node_modules/.bin/docsgen'));
  const manifestFile = path.join(cwd, 'package.json');
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as { dependencies?: Record<string, string> }) : {};
  const spec = command.split(/\s+/)[2]!;
  manifest.dependencies = { ...manifest.dependencies, docsgen: spec.startsWith('git+') ? spec : `file:${spec}` };
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2) + '\n');
}

/** How each command of a shell block is run, by the first rule whose pattern matches it (comments stripped). */
const RULES: { pattern: RegExp; action: Action }[] = [
  {
    pattern: /^npm ci$/,
    action: { kind: 'skip', why: "installs this repository's dependencies from the registry; the checkout running this test is installed" },
  },
  {
    pattern: /^npm start$/,
    action: {
      kind: 'skip',
      why: "this repository's Keel docs: builds them into the checkout's build/ and serves them on port 3000 until Ctrl+C; tests/support/global-setup.ts builds them for every run, and readme-claims.test.ts checks the address",
    },
  },
  { pattern: /^npm test$/, action: { kind: 'skip', why: 'runs the whole suite, this test included' } },
  {
    pattern: /^aws s3 sync build\/ s3:\/\/[\w.-]+\/ /,
    action: { kind: 'skip', why: 'uploads the output to an S3 bucket: needs an AWS account, credentials and the network' },
  },
  {
    pattern: /^npm install (\/\S+\.tgz|git\+\S+)$/,
    action: {
      kind: 'stand-in',
      why: 'a test packs no tarball and reaches no registry or git host: this checkout is linked as node_modules/docsgen with its bin, and package.json gets the dependency, as the install leaves them (tests/e2e/tarball.test.ts installs the packed tarball)',
      instead: linkThisCheckout,
    },
  },
  { pattern: /^mkdir [\w.-]+$/, action: { kind: 'run' } },
  { pattern: /^cd [\w.-]+$/, action: { kind: 'cd' } },
  { pattern: /^npx docsgen (dev|start|serve|preview)\b/, action: { kind: 'serve' } },
  { pattern: /^npx docsgen\b/, action: { kind: 'run' } },
  { pattern: /^npm run [\w:-]+$/, action: { kind: 'npm-run' } },
];

interface Command {
  /** The file of its block. */
  file: string;
  /** The command, without its comment. */
  text: string;
  /** The comment of its line (`# …`), which may say what the command gives. */
  comment: string;
  line: number;
  action: Action | null;
}

/** A shell block's commands: each line without its comment, split at `&&`. */
function commandsOf(block: ReadmeBlock): Command[] {
  return block.value.split('\n').flatMap((raw, index) => {
    const line = block.line + 1 + index;
    const [, code = '', comment = ''] = /^(.*?)(?:\s+#\s?(.*))?$/.exec(raw.startsWith('#') ? ` ${raw}` : raw)!;
    return code
      .split(/\s+&&\s+/)
      .map((text) => text.trim())
      .filter(Boolean)
      .map((text) => ({ file: block.file, text, comment, line, action: RULES.find((rule) => rule.pattern.test(text))?.action ?? null }));
  });
}

/** What a command runs with: no colours, CI's quiet output, npm kept off the network. */
function commandEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0' };
  // A user's shell has no NODE_ENV; vitest's `test` would give React its development build.
  delete env.NODE_ENV;
  // `npx docsgen` must find the local install; offline, npm can never fetch a package of that name instead.
  Object.assign(env, { npm_config_offline: 'true', npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' });
  return env;
}

/** The longest any one command may take before it counts as hung (a guard, not a timing). */
const HANG_MS = 120_000;
/** The longest a server may take to stop on Ctrl+C before it counts as hung. */
const STOP_MS = 30_000;

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freshFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-readme-'));
  temps.push(dir);
  for (const [name, fixture] of Object.entries(GIVEN_FOLDERS)) cpSync(path.resolve(fixture), path.join(dir, name), { recursive: true });
  return dir;
}

const described = (command: Command, cwd: string) => `${command.file}:${command.line}: ${command.text}\n(in ${cwd})`;

function runToEnd(command: Command, cwd: string): void {
  const result = spawnSync('sh', ['-c', command.text], { cwd, env: commandEnv(), encoding: 'utf8', timeout: HANG_MS });
  const output = `${described(command, cwd)}\n--- exit ${result.status ?? result.signal}${result.error ? ` (${result.error.message})` : ''}\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`;
  expect(result.status, output).toBe(0);
}

/** Starts a server command, asks for its first page, and stops it with Ctrl+C. */
async function runServer(command: Command, cwd: string): Promise<void> {
  const child: ChildProcess = spawn('sh', ['-c', command.text], { cwd, env: commandEnv(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  child.stderr!.on('data', (chunk) => (err += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const output = () => `${described(command, cwd)}\n--- stdout\n${out}\n--- stderr\n${err}`;
  const stopGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group is gone already.
    }
  };
  try {
    // The server prints its address once it listens ("docsgen dev at http://127.0.0.1:3000").
    const url = await new Promise<string>((resolve, reject) => {
      const guard = setTimeout(() => reject(new Error(`no address printed\n${output()}`)), HANG_MS);
      const look = () => {
        const found = /https?:\/\/[\w.[\]:-]+:\d+\/?\S*/.exec(out)?.[0];
        if (found) {
          clearTimeout(guard);
          resolve(found);
        }
      };
      child.stdout!.on('data', look);
      child.once('exit', () => {
        clearTimeout(guard);
        reject(new Error(`the server exited\n${output()}`));
      });
    });
    const response = await fetch(url, { signal: AbortSignal.timeout(HANG_MS) });
    expect(response.status, `${url}\n${output()}`).toBe(200);
    // A comment that gives the address (`# http://127.0.0.1:3000, …`): that one, or the note that the port was busy.
    const claimed = /https?:\/\/[\w.[\]-]+:(\d+)/.exec(command.comment);
    if (claimed) {
      const served = new URL(url);
      expect(served.hostname, output()).toBe(new URL(claimed[0]).hostname);
      if (served.port !== claimed[1]) expect(out, output()).toContain(`port ${claimed[1]} is in use`);
    }
    stopGroup('SIGINT');
    const stopped = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), STOP_MS).unref())]);
    expect(stopped, `did not stop on Ctrl+C\n${output()}`).toBe(true);
  } finally {
    stopGroup('SIGKILL');
  }
}

/** The script `npm run <name>` runs in `cwd`. */
function scriptOf(cwd: string, name: string): string {
  const manifest = path.join(cwd, 'package.json');
  expect(existsSync(manifest), `npm run ${name}: no package.json in ${cwd}`).toBe(true);
  const script = (JSON.parse(readFileSync(manifest, 'utf8')) as { scripts?: Record<string, string> }).scripts?.[name];
  expect(script, `npm run ${name}: no such script in ${manifest}`).toBeDefined();
  return script!;
}

/** `npx docsgen` runs the local install: without one, npx would fetch some package called docsgen from the registry. */
function expectLocalDocsgen(command: Command, cwd: string): void {
  if (command.text.startsWith('npx docsgen'))
    expect(existsSync(path.join(cwd, 'node_modules/.bin/docsgen')), `${described(command, cwd)}\ndocsgen is not installed here`).toBe(true);
}

const startsServer = (script: string) => /^(npx )?docsgen (dev|start|serve|preview)\b/.test(script);

async function runBlock(block: ReadmeBlock): Promise<void> {
  let cwd = freshFolder();
  for (const command of commandsOf(block)) {
    const action = command.action;
    expect(action, `${described(command, cwd)}\nno rule in readme-commands.test.ts says how to run this command or why it is skipped`).not.toBeNull();
    switch (action!.kind) {
      case 'skip':
        break;
      case 'stand-in':
        action!.instead(cwd, command.text);
        break;
      case 'cd': {
        const target = path.resolve(cwd, command.text.slice(3));
        expect(
          existsSync(target) && statSync(target).isDirectory(),
          `${described(command, cwd)}\nno such folder (a folder the README assumes belongs in GIVEN_FOLDERS)`,
        ).toBe(true);
        cwd = target;
        break;
      }
      case 'run':
        expectLocalDocsgen(command, cwd);
        runToEnd(command, cwd);
        break;
      case 'npm-run':
        if (startsServer(scriptOf(cwd, command.text.split(/\s+/)[2]!))) await runServer(command, cwd);
        else runToEnd(command, cwd);
        break;
      case 'serve':
        expectLocalDocsgen(command, cwd);
        await runServer(command, cwd);
        break;
    }
  }
}

const shellBlocks = readme.blocks.filter((block) => block.lang !== null && SHELL_LANGUAGES.has(block.lang));

describe("the shell blocks of the README and the website's pages", () => {
  it('are all known: every fence is shell, a language without commands, or a known plain block, and every command has a rule', () => {
    const unknown: string[] = [];
    for (const block of readme.blocks) {
      const at = `${block.file}:${block.line} (${block.lang ?? 'no language'}): ${block.value.split('\n')[0]}`;
      if (block.lang === null) {
        if (!PLAIN_BLOCKS.some((plain) => plain.first.test(block.value.split('\n')[0]!)))
          unknown.push(`${at}\n  a fence without a language: give it one, or add it to PLAIN_BLOCKS`);
      } else if (!SHELL_LANGUAGES.has(block.lang) && !NOT_SHELL_LANGUAGES.has(block.lang)) {
        unknown.push(`${at}\n  a language neither in SHELL_LANGUAGES nor in NOT_SHELL_LANGUAGES`);
      }
    }
    for (const block of shellBlocks) {
      for (const command of commandsOf(block))
        if (!command.action) unknown.push(`${command.file}:${command.line}: ${command.text}\n  no rule says how to run it or why it is skipped`);
    }
    expect(unknown, unknown.join('\n')).toEqual([]);
    expect(shellBlocks.length).toBeGreaterThan(0);
    // Each skip and stand-in is still used, so the list of what is not run says what the README holds.
    const used = new Set(shellBlocks.flatMap((block) => commandsOf(block).map((command) => command.action)));
    for (const rule of RULES.filter((entry) => entry.action.kind === 'skip' || entry.action.kind === 'stand-in')) {
      expect(used.has(rule.action), `no command of the README or the website matches ${rule.pattern}: remove the rule`).toBe(true);
    }
  });

  for (const block of shellBlocks) {
    it(`run: the block at ${block.file}:${block.line} (${block.section})`, async () => {
      await runBlock(block);
    });
  }
});
