/**
 * remark plugin for ```mermaid fences: each becomes `<div class="mermaid-diagram" data-island="mermaid">` holding
 * the diagram's source in a `<pre>` (readable without JS; the theme's `theme/client/mermaid.ts` draws it in the
 * browser from Mermaid's prebuilt module, whose URL is on the container), and the page gets Mermaid's files to
 * copy. The fence never reaches the syntax highlighter. At build time only the diagram's type is checked (its
 * first word, after Mermaid's own front matter, `%%{init}%%` directives and `%%` comments): a full parse needs a
 * DOM. Mermaid is optional: a fence on a site that has not installed it is an error at the fence, with the install
 * line. Must not render anything itself.
 */
import type { Code, Root } from 'mdast';
import type { Data, Node } from 'unist';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { outputFileUrl } from '../../core/urls.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import { mermaidAssets } from './vendor-assets.js';
import { installLine } from '../util/optional-packages.js';
import { contextOf, locate } from './context.js';

/** The words a Mermaid 11 diagram may start with (its diagram detectors' keywords). */
export const MERMAID_DIAGRAM_TYPES = [
  'flowchart',
  'graph',
  'flowchart-elk',
  'sequenceDiagram',
  'classDiagram',
  'classDiagram-v2',
  'stateDiagram',
  'stateDiagram-v2',
  'erDiagram',
  'journey',
  'gantt',
  'pie',
  'quadrantChart',
  'requirementDiagram',
  'requirement',
  'gitGraph',
  'C4Context',
  'C4Container',
  'C4Component',
  'C4Dynamic',
  'C4Deployment',
  'mindmap',
  'timeline',
  'zenuml',
  'sankey',
  'sankey-beta',
  'xychart',
  'xychart-beta',
  'block',
  'block-beta',
  'packet',
  'packet-beta',
  'architecture',
  'architecture-beta',
  'kanban',
  'radar-beta',
  'treemap',
  'treemap-beta',
  'info',
  'ishikawa',
  'ishikawa-beta',
  'venn-beta',
  'wardley-beta',
  'treeView-beta',
  'swimlane-beta',
  'cynefin-beta',
  'eventmodeling',
  'railroad-beta',
  'railroad-abnf-beta',
  'railroad-ebnf-beta',
  'railroad-peg-beta',
] as const;

const KNOWN = new Set<string>(MERMAID_DIAGRAM_TYPES);

/**
 * The diagram's type word and its line within the source (0-based), past a leading `---` front matter block,
 * `%%{…}%%` directives, `%%` comments and blank lines; an empty word for a diagram with nothing else.
 */
export function mermaidDiagramType(source: string): { keyword: string; line: number } {
  const lines = source.split(/\r?\n/);
  let i = 0;
  while (i < lines.length && !lines[i]!.trim()) i++;
  if (lines[i]?.trim() === '---') {
    const end = lines.findIndex((line, j) => j > i && line.trim() === '---');
    if (end > 0) i = end + 1;
  }
  for (; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line || line.startsWith('%%')) continue;
    return { keyword: /^[A-Za-z][\w-]*/.exec(line)?.[0] ?? line.split(/\s/)[0]!, line: i };
  }
  return { keyword: '', line: 0 };
}

/** True when the word starts a diagram Mermaid knows. */
export const isMermaidDiagramType = (keyword: string): boolean => KNOWN.has(keyword);

interface DiagramNode extends Node {
  type: 'mermaidDiagram';
  data: Data & { hName: string; hProperties: Record<string, unknown>; hChildren: unknown[] };
}

export function remarkMermaid() {
  return (tree: Root, file: VFile) => {
    const ctx = contextOf(file);
    let found = false;
    let reported = false;
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang?.toLowerCase() !== 'mermaid' || !parent || index === undefined) return;
      found = true;
      const assets = mermaidAssets();
      // Once per page: every fence would say the same.
      if (!assets && !reported) {
        reported = true;
        ctx.diagnostics.push(diagnostic('renderer-not-installed', 'error', { feature: 'mermaid', install: installLine('mermaid') }, locate(ctx, node)));
      }
      const { keyword, line } = mermaidDiagramType(node.value);
      if (!isMermaidDiagramType(keyword)) {
        const at = locate(ctx, node);
        // The fence's own line comes first; the diagram's text starts on the next one (an empty diagram: the fence).
        const place = at.line === undefined || !keyword ? at : { file: at.file, line: at.line + 1 + line, column: 1 };
        ctx.diagnostics.push(diagnostic('mermaid-unknown-diagram', 'error', { keyword, known: MERMAID_DIAGRAM_TYPES }, place));
      }
      const diagram: DiagramNode = {
        type: 'mermaidDiagram',
        position: node.position,
        data: {
          hName: 'div',
          hProperties: {
            className: ['mermaid-diagram'],
            dataIsland: 'mermaid',
            ...(assets ? { dataModule: outputFileUrl(ctx.site.baseUrl, assets.entry) } : {}),
          },
          hChildren: [{ type: 'element', tagName: 'pre', properties: { className: ['mermaid-source'] }, children: [{ type: 'text', value: node.value }] }],
        },
      };
      parent.children[index] = diagram as never;
    });
    const assets = found ? mermaidAssets() : null;
    if (!assets) return;
    for (const asset of assets.files) if (!ctx.assets.some((a) => a.output === asset.output)) ctx.assets.push(asset);
  };
}
