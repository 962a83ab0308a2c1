/**
 * `docsgen dev` in the terminal: each problem is written in full once, and a save that leaves it standing says so in
 * one line instead of writing every problem again; a new problem is written in full. Runs the real CLI.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { startCli, type CliServer } from '../support/cli-process.js';
import { scratchFolder } from '../support/scratch-folder.js';

const { root, write, remove } = scratchFolder('docsgen-dev-problem-log-');
let server: CliServer | null = null;
afterAll(async () => {
  await server?.stop();
  remove();
});

const count = (text: string, part: string) => text.split(part).length - 1;

describe('docsgen dev in the terminal', () => {
  it('writes a standing problem once, then one line for it, and a new problem in full', async () => {
    write('site.config.ts', "export default { title: 'Tern', url: 'https://tern.example' };\n");
    write('docs/index.md', '# Home\n\nSee [the steps](./install.md#nowhere).\n');
    write('docs/install.md', '# Install\n\nRun it.\n');
    server = await startCli(['dev'], root);
    await expect.poll(() => count(server!.stderr(), 'warning [broken-anchor] docs/index.md:3'), { timeout: 20_000 }).toBeGreaterThan(0);

    write('docs/install.md', '# Install\n\nRun it now.\n');
    await expect.poll(() => server!.stderr(), { timeout: 20_000 }).toContain('1 warning shown earlier still stands');
    write('docs/install.md', '# Install\n\nRun it now, and read [more](#later).\n');
    await expect.poll(() => count(server!.stderr(), 'warning [broken-anchor] docs/install.md:3'), { timeout: 20_000 }).toBe(1);
    // Written in full once, whatever the updates since.
    expect(count(server.stderr(), 'warning [broken-anchor] docs/index.md:3')).toBe(1);
  });
});
