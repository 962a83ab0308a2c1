/**
 * The CLI reference as data, read from the commands as commander holds them (`createCli`): each command with its
 * aliases, description, arguments and options, and the program's own options. docsgen's website turns it into its
 * CLI page, so the page says what `docsgen <command> --help` says. Runs no command.
 */
import type { Command, Option } from 'commander';
import { createCli } from './index.js';

export interface CliOptionEntry {
  /** As `--help` writes them: `-p, --port <port>`. */
  flags: string;
  description: string;
  /** The default commander fills in, as code (`3000`, `'127.0.0.1'`), or null. */
  default: string | null;
}

export interface CliArgumentEntry {
  /** `[dir]` or `<name>`. */
  usage: string;
  description: string;
}

export interface CliCommandEntry {
  name: string;
  aliases: string[];
  description: string;
  /** `docsgen serve [dir] [options]`. */
  usage: string;
  arguments: CliArgumentEntry[];
  options: CliOptionEntry[];
}

export interface CliReference {
  description: string;
  /** The program's own options (`--version`, `--help`). */
  options: CliOptionEntry[];
  commands: CliCommandEntry[];
}

const shown = (value: unknown): string | null => (value === undefined ? null : typeof value === 'string' ? `'${value}'` : String(value));

function optionsOf(command: Command): CliOptionEntry[] {
  const help = command.createHelp();
  return help.visibleOptions(command).map((option: Option) => ({
    flags: option.flags,
    description: option.description,
    // `--no-cache` has the default `true` for `cache`: that is no default of the flag the reader types.
    default: option.negate ? null : shown(option.defaultValue),
  }));
}

/** The reference of `program` (docsgen's CLI by default). */
export function cliReference(program: Command = createCli()): CliReference {
  return {
    description: program.description(),
    options: optionsOf(program),
    commands: program.commands.map((command) => ({
      name: command.name(),
      aliases: command.aliases(),
      description: command.description(),
      usage: `${program.name()} ${command.name()} ${command.usage()}`,
      arguments: command.registeredArguments.map((argument) => ({
        usage: argument.required ? `<${argument.name()}>` : `[${argument.name()}]`,
        description: argument.description,
      })),
      options: optionsOf(command),
    })),
  };
}
