/**
 * Mermaid fences: a container with the escaped source and the module's URL (base URL applied), never highlighted,
 * Mermaid's files to copy only on a page with a diagram, and a located error for an unknown diagram type.
 */
import { describe, expect, it } from 'vitest';
import { isMermaidDiagramType, mermaidDiagramType } from '../../../../src/markdown/mermaid.js';
import { compile, fixtureLinkContext } from '../../../support/markdown.js';

describe('mermaid diagram type', () => {
  it('reads the first word past front matter, directives, comments and blank lines', () => {
    expect(mermaidDiagramType('flowchart LR\n  A --> B')).toEqual({ keyword: 'flowchart', line: 0 });
    expect(mermaidDiagramType('\n---\ntitle: Flow\n---\n%%{init: {"theme": "forest"}}%%\n%% note\n\nsequenceDiagram\n')).toEqual({
      keyword: 'sequenceDiagram',
      line: 7,
    });
    expect(mermaidDiagramType('stateDiagram-v2\n')).toEqual({ keyword: 'stateDiagram-v2', line: 0 });
    expect(mermaidDiagramType('gitGraph:\n')).toEqual({ keyword: 'gitGraph', line: 0 });
    expect(mermaidDiagramType('%% only a comment')).toEqual({ keyword: '', line: 0 });
    expect(isMermaidDiagramType('graph')).toBe(true);
    expect(isMermaidDiagramType('xychart-beta')).toBe(true);
    expect(isMermaidDiagramType('flowhcart')).toBe(false);
  });
});

describe('mermaid fences', () => {
  it('become a container with the escaped source, the module URL and no highlighting', async () => {
    const result = await compile('```mermaid\nflowchart LR\n  A["<b>"] --> B\n```', { site: { ...fixtureLinkContext, baseUrl: '/docs/' } });
    expect(result.diagnostics).toEqual([]);
    expect(result.bodyHtml).toMatch(
      /^<div class="mermaid-diagram" data-island="mermaid" data-module="\/docs\/assets\/mermaid-[0-9a-f]{8}\/mermaid\.esm\.min\.mjs"><div class="code-block" data-island="copy-code"><pre class="mermaid-source" tabindex="0">flowchart LR\n {2}A\[&quot;&lt;b&gt;&quot;\] --&gt; B<\/pre>/,
    );
    expect(result.bodyHtml).not.toContain('token');
    const outputs = result.assets.map((a) => a.output);
    expect(outputs[0]).toMatch(/^assets\/mermaid-[0-9a-f]{8}\/mermaid\.esm\.min\.mjs$/);
    expect(outputs.filter((o) => o.includes('/chunks/mermaid.esm.min/')).length).toBeGreaterThan(50);
    expect(outputs.some((o) => o.endsWith('.map'))).toBe(false);
  });

  it('ask for nothing on a page with only other code blocks', async () => {
    const result = await compile('```js\nconst a = 1;\n```');
    expect(result.assets).toEqual([]);
    expect(result.bodyHtml).not.toContain('mermaid');
  });

  it('report an unknown diagram type at its line, naming the known types', async () => {
    const result = await compile('Intro.\n\n```mermaid\n%% a comment\nflowhcart LR\n```\n\n```mermaid\n```');
    expect(result.diagnostics.map((d) => `${d.severity} ${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual([
      'error content/docs/guide/modules.md:9:1 The Mermaid diagram starts with `flowhcart`, which is not a Mermaid diagram type.',
      'error content/docs/guide/modules.md:12:1 The Mermaid diagram is empty.',
    ]);
    expect(result.diagnostics[0]!.hint).toContain('`flowchart`, `graph`');
    expect(result.diagnostics[0]!.hint).toContain('`sequenceDiagram`');
  });
});
