/**
 * The `docsgen` command line: parses arguments with commander and calls the library. Holds no build logic;
 * it prints diagnostics and summaries and sets the exit code.
 */
import path from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import pc from 'picocolors';
import { packageVersion } from '../util/package-root.js';

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('expected a port number from 0 to 65535.');
  return port;
}

interface BuildFlags {
  config?: string;
  outDir?: string;
  strict?: boolean;
}

// Commands load their modules when they run, so `--help` and `--version` answer without loading React or unified.
async function runBuild(flags: BuildFlags): Promise<number> {
  const { build } = await import('../build/build.js');
  const { formatDiagnostics } = await import('../diagnostics/format.js');
  const { createProgress, shouldShowProgress, summaryLine } = await import('./progress.js');
  const progress = createProgress(shouldShowProgress());
  const root = process.cwd();
  const result = await build({ root, config: flags.config, outDir: flags.outDir, strict: flags.strict, onProgress: progress.update });
  progress.stop();
  if (result.diagnostics.length) process.stderr.write(formatDiagnostics(result.diagnostics) + '\n\n');
  const outLabel = path.relative(root, result.outDir ?? path.resolve(root, flags.outDir ?? 'build')) || '.';
  (result.ok ? process.stdout : process.stderr).write(summaryLine(result, Boolean(flags.strict), outLabel + '/') + '\n');
  return result.ok ? 0 : 1;
}

async function runServe(dir: string | undefined, flags: { port: number; host: string }): Promise<void> {
  const { serve, ServeError } = await import('../server/serve.js');
  try {
    const running = await serve({ dir: dir ?? 'build', port: flags.port, host: flags.host });
    process.stdout.write(`${pc.green('➜')} serving ${path.relative(process.cwd(), path.resolve(dir ?? 'build')) || '.'}/ at ${pc.cyan(running.url)} (Ctrl+C to stop)\n`);
    const stop = () => {
      running.close().then(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    if (error instanceof ServeError) {
      process.stderr.write(`${pc.red('error')} ${error.message}\n  ${pc.green('fix:')} ${error.hint}\n`);
      process.exitCode = 1;
      return;
    }
    throw error;
  }
}

export function createCli(): Command {
  const program = new Command('docsgen')
    .description('Build, check and serve documentation sites from Markdown.')
    .version(packageVersion(), '-v, --version', 'print the docsgen version')
    .showHelpAfterError('(run `docsgen --help` to see the commands and options)')
    .showSuggestionAfterError(true);

  program
    .command('build')
    .description('build the site into the output folder (swapped in only when the build succeeds)')
    .option('-c, --config <file>', 'config file, relative to the current folder (default: site.config.ts)')
    .option('-o, --out-dir <dir>', 'output folder (default: the config\'s outDir, "build")')
    .option('--strict', 'fail on warnings too (broken anchors and Markdown file links)')
    .action(async (flags: BuildFlags) => {
      process.exitCode = await runBuild(flags);
    });

  program
    .command('serve')
    .description('serve a built output folder: /x answers x.html, /x/ and /x.html redirect to /x, unknown paths get the 404 page')
    .argument('[dir]', 'the output folder to serve', 'build')
    .option('-p, --port <port>', 'port to listen on', parsePort, 3000)
    .option('-H, --host <host>', 'host to bind', '127.0.0.1')
    .action(runServe);

  return program;
}

export async function runCli(argv: string[] = process.argv): Promise<void> {
  await createCli().parseAsync(argv);
}
