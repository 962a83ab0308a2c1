/**
 * A remark plugin of docsgen's own website (declared in site.config.ts's `markdown.beforeDefaultRemarkPlugins`):
 * it replaces a `::reference{of="config"}`, `{of="cli"}` or `{of="diagnostics"}` line in a page with the reference
 * made from the code itself (the config schema and its key descriptions, the CLI's commands, the diagnostics
 * catalogue), so the pages can never fall behind the code. A config key without a description fails the page,
 * at the marker's line, naming the key. Builds Markdown trees only; reads no file and writes nothing.
 */
import type { Heading, Paragraph, PhrasingContent, Root, RootContent, Table, TableCell } from 'mdast';
import type {} from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { cliReference } from '../../src/cli/reference.js';
import { configReference } from '../../src/config/reference.js';
import { CODE_SUMMARIES } from '../../src/diagnostics/code-summaries.js';
import { catalogue } from '../../src/diagnostics/catalogue.js';

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });

/** Inline Markdown of the descriptions: `code` spans and text, nothing else. */
function phrasing(value: string): PhrasingContent[] {
  return value
    .split(/(`[^`]+`)/)
    .filter(Boolean)
    .map((part) => (part.startsWith('`') && part.endsWith('`') && part.length > 1 ? code(part.slice(1, -1)) : text(part)));
}

const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
const heading = (depth: 2 | 3, children: PhrasingContent[]): Heading => ({ type: 'heading', depth, children });
const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });

function table(header: string[], rows: PhrasingContent[][][]): Table {
  return {
    type: 'table',
    align: header.map(() => null),
    children: [header.map((name) => cell([text(name)])), ...rows].map((cells) => ({
      type: 'tableRow',
      children: cells.map((entry) => (Array.isArray(entry) ? cell(entry) : entry)) as TableCell[],
    })),
  };
}

/** The configuration reference: one section per top-level key, a table of its key paths. */
function configNodes(file: VFile, at: RootContent): RootContent[] {
  const reference = configReference();
  if (reference.undocumented.length || reference.stale.length) {
    const problems = [
      ...reference.undocumented.map((path) => `the config key \`${path}\` has no description: add one to src/config/key-descriptions.ts`),
      ...reference.stale.map((path) => `src/config/key-descriptions.ts describes \`${path}\`, which the config schema no longer has: remove it`),
    ];
    file.fail(problems.join('; '), at);
  }
  const nodes: RootContent[] = [];
  const header = ['Key', 'Type', 'Default', 'Description'];
  const rowOf = (row: (typeof reference.rows)[number]) => [
    [code(row.path)],
    [code(row.type)],
    [row.default === '—' ? text('—') : code(row.default)],
    phrasing(row.description!),
  ];
  // Keys that hold a value first, in one table; then a section per key that holds keys.
  const topLevel = reference.rows.filter((row) => !row.path.includes('.'));
  nodes.push(heading(2, [text('Site keys')]));
  nodes.push(table(header, topLevel.filter((row) => !row.hasChildren).map(rowOf)));
  for (const top of topLevel.filter((row) => row.hasChildren)) {
    nodes.push(heading(2, [code(top.path)]));
    nodes.push(paragraph([...phrasing(top.description!), text(' Type: '), code(top.type), text('.')]));
    nodes.push(table(header, reference.rows.filter((row) => row.path.startsWith(`${top.path}.`)).map(rowOf)));
  }
  return nodes;
}

/** The CLI reference: the program's options, then a section per command with its usage, arguments and options. */
function cliNodes(): RootContent[] {
  const reference = cliReference();
  const options = (entries: { flags: string; description: string; default: string | null }[]) =>
    table(
      ['Option', 'Description', 'Default'],
      entries.map((option) => [[code(option.flags)], phrasing(option.description), [option.default === null ? text('—') : code(option.default)]]),
    );
  const nodes: RootContent[] = [paragraph(phrasing(`${reference.description} Options of \`docsgen\` itself:`)), options(reference.options)];
  for (const command of reference.commands) {
    nodes.push(heading(2, [code(`docsgen ${command.name}`)]));
    const aliases = command.aliases.length ? [text(' Also '), ...command.aliases.flatMap((alias, i) => [...(i ? [text(', ')] : []), code(`docsgen ${alias}`)]), text('.')] : [];
    nodes.push(paragraph([...phrasing(command.description.replace(/^./, (first) => first.toUpperCase()) + '.'), ...aliases]));
    nodes.push({ type: 'code', lang: 'sh', value: command.usage });
    if (command.arguments.length)
      nodes.push(table(['Argument', 'Description'], command.arguments.map((argument) => [[code(argument.usage)], phrasing(argument.description)])));
    nodes.push(options(command.options));
  }
  return nodes;
}

/** The diagnostics reference: every code of the catalogue, in its order, with what it means and how to fix it. */
function diagnosticsNodes(file: VFile, at: RootContent): RootContent[] {
  const codes = Object.keys(catalogue) as (keyof typeof catalogue)[];
  const missing = codes.filter((name) => !CODE_SUMMARIES[name]);
  if (missing.length) file.fail(`the diagnostic codes ${missing.join(', ')} have no summary: add them to src/diagnostics/code-summaries.ts`, at);
  const nodes: RootContent[] = [];
  for (const name of codes) {
    const summary = CODE_SUMMARIES[name];
    nodes.push(heading(3, [code(name)]));
    nodes.push(paragraph(phrasing(summary.means)));
    nodes.push(paragraph([{ type: 'strong', children: [text('Fix:')] }, text(' '), ...phrasing(summary.fix)]));
  }
  return nodes;
}

/** The remark plugin: each `::reference{of="…"}` leaf directive at the top of a page becomes its reference. */
export default function remarkDocsgenReferences() {
  return (tree: Root, file: VFile) => {
    tree.children = tree.children.flatMap((node): RootContent[] => {
      if (node.type !== 'leafDirective' || node.name !== 'reference') return [node];
      const of = node.attributes?.of;
      if (of === 'config') return configNodes(file, node);
      if (of === 'cli') return cliNodes();
      if (of === 'diagnostics') return diagnosticsNodes(file, node);
      file.fail(`::reference needs of="config", of="cli" or of="diagnostics", not ${JSON.stringify(of ?? '')}`, node);
    });
  };
}
