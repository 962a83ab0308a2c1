/**
 * The grammars are registered one language at a time, when a block first names one: a block must highlight the same
 * whichever blocks came before it, in a thread that has registered nothing yet as in one that has registered all.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { refractor, type Syntax } from 'refractor/core';
import { describe, expect, it } from 'vitest';
import { grammarNames, grammarNeeds, registerGrammarOf } from '../../../../src/markdown/grammars.js';

const BLOCKS: Record<string, string> = {
  js: 'const re = /a+b/g;',
  html: '<script>const a = 1;</script><style>a { color: red; }</style>',
  bash: 'echo "a\\tb"',
  md: '# Title\n\n```py\ndef f(): pass\n```',
};

/**
 * The hast of each block of `BLOCKS` in `order`, highlighted in a new Node process (TypeScript through tsx), where
 * nothing is registered yet.
 */
function highlightInNewProcess(order: string[]): unknown[] {
  const grammars = pathToFileURL(path.resolve('src/markdown/grammars.ts')).href;
  const script = `import { refractor } from 'refractor/core';
import { registerGrammarOf } from ${JSON.stringify(grammars)};
const blocks = ${JSON.stringify(order.map((lang) => [lang, BLOCKS[lang]]))};
console.log(JSON.stringify(blocks.map(([lang, code]) => (registerGrammarOf(lang), refractor.highlight(code, lang)))));`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as unknown[];
}

describe('registering grammars as blocks name them', () => {
  it('highlights each block as with every grammar registered, whichever blocks came first', () => {
    // JavaScript before HTML, which takes `<script>` from it; bash (whose escapes markup's hook titles) before markup.
    const orders = [
      ['js', 'html', 'md'],
      ['bash', 'md'],
    ];
    const [first, second] = orders.map(highlightInNewProcess) as [unknown[], unknown[]];
    const [html, bash] = [JSON.stringify(first[1]), JSON.stringify(second[0])];
    // HTML's script and style, bash's escape titled by markup's hook, and Python inside Markdown.
    expect(html).toContain('"className":["token","keyword"]},"children":[{"type":"text","value":"const"}]');
    expect(html).toContain('"className":["token","property"]},"children":[{"type":"text","value":"color"}]');
    expect(bash).toMatch(/"className":\["token","entity"\],"title":"\\\\t"/);
    for (const md of [first[2], second[1]]) expect(JSON.stringify(md)).toContain('{"type":"text","value":"def"}');
    // Markdown needs every grammar (its fenced blocks are highlighted with any): here, all are registered.
    registerGrammarOf('md');
    const here = (order: string[]) => order.map((lang) => refractor.highlight(BLOCKS[lang]!, lang));
    expect([here(orders[0]!), here(orders[1]!)]).toEqual([first, second]);
  });

  it('knows every name and alias, in any case, and nothing else', () => {
    expect(grammarNames()).toEqual(expect.arrayContaining(['js', 'html', 'vue', 'jsonc', 'zsh', 'ps1', 'console', 'sh-session']));
    registerGrammarOf('PS1');
    expect(refractor.registered('ps1')).toBe(true);
    registerGrammarOf('nolang');
    expect(refractor.registered('nolang')).toBe(false);
  });

  it('registers with each grammar those its module registers itself, so that theirs come along too', async () => {
    // A grammar module registers what it extends first thing: a stand-in for refractor records it, then stops it.
    const stop = new Error('stop');
    for (const name of grammarNames()) {
      const grammar = ((await import(`refractor/${name}`).catch(() => null)) as { default: Syntax } | null)?.default;
      if (!grammar || grammar.displayName !== name) continue;
      const registers: string[] = [];
      const recorder = new Proxy({} as Parameters<Syntax>[0], {
        get: (_target, key) => {
          if (key === 'register') return (syntax: Syntax) => registers.push(syntax.displayName);
          throw stop;
        },
      });
      try {
        grammar(recorder);
      } catch (error) {
        if (error !== stop) throw error;
      }
      expect(grammarNeeds()[name] ?? [], name).toEqual(expect.arrayContaining(registers));
    }
  });
});
