import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/markdown/compile.js';
import { compile, fixtureLinkContext } from '../../../support/markdown.js';

describe('code', () => {
  // First in the file, so the first code block this module highlights: the grammars are registered on first use, and
  // HTML highlights its script and style only with the JavaScript and CSS grammars registered as well.
  it('highlights the script and style inside HTML, even as the first code block of the process', async () => {
    const html = await renderMarkdown('```html\n<script>const a = 1;</script>\n<style>a { color: red; }</style>\n```');
    expect(html).toContain('<span class="token keyword">const</span>');
    expect(html).toContain('<span class="token property">color</span>');
  });

  it('highlights known languages at build time and leaves others plain', async () => {
    const html = await renderMarkdown('```ts\nconst a: number = 1;\n```\n\n```nolang\nplain <text>\n```');
    expect(html).toContain('<span class="token keyword">const</span>');
    expect(html).toContain('plain &lt;text&gt;');
    expect(html).toContain('class="copy-button"');
  });

  it("highlights a block that names no language as markdown.defaultCodeLanguage (Docusaurus' prism.defaultLanguage)", async () => {
    // Hermes' site: `defaultLanguage: 'shell'`, and commands fenced or indented without a language.
    const page = '```\nexport A=1\n```\n\n    export B=2\n\n```text\nexport C=3\n```';
    const shell = (await compile(page, { site: { ...fixtureLinkContext, defaultCodeLanguage: 'shell' } })).bodyHtml;
    expect(shell.match(/<span class="token builtin class-name">export<\/span>/g)).toHaveLength(2);
    expect(shell.match(/<pre data-language="shell"/g)).toHaveLength(2);
    // A block written as `text` stays text, and without the setting every block does.
    expect(shell).toContain('>export C=3\n</code>');
    expect((await compile(page)).bodyHtml).not.toContain('token');
  });
});

/** One snippet per language the issue lists (and the names writers use for them), each with a token it must get. */
const SAMPLES: [lang: string, code: string, token: string][] = [
  ['js', 'const a = 1;', 'keyword'],
  ['jsx', 'const el = <Button kind="x" />;', 'tag'],
  ['ts', 'let n: number = 1;', 'builtin'],
  ['tsx', 'const el = <Card title="x" />;', 'tag'],
  ['json', '{ "a": 1 }', 'property'],
  ['jsonc', '{ // note\n "a": true }', 'comment'],
  ['yaml', 'key: value', 'key'],
  ['toml', '[package]\nname = "x"', 'table'],
  ['bash', 'echo "hi"', 'builtin'],
  ['shell', 'export A=1', 'builtin'],
  ['sh', 'if true; then :; fi', 'keyword'],
  ['zsh', 'echo $HOME', 'environment'],
  ['console', '$ npm ci', 'command'],
  ['powershell', 'Get-ChildItem -Path C:\\', 'function'],
  ['ps1', '$x = 1', 'variable'],
  ['dockerfile', 'FROM node:20\nRUN npm ci', 'keyword'],
  ['docker', 'COPY . /app', 'keyword'],
  ['python', 'def f(): return None', 'keyword'],
  ['go', 'func main() {}', 'keyword'],
  ['rust', 'fn main() { let x = 1; }', 'keyword'],
  ['java', 'public class A {}', 'keyword'],
  ['kotlin', 'fun main() = println("x")', 'keyword'],
  ['c', '#include <stdio.h>\nint main(void) { return 0; }', 'keyword'],
  ['cpp', 'std::vector<int> v;', 'keyword'],
  ['csharp', 'public sealed class A {}', 'keyword'],
  ['php', '<?php echo $a; ?>', 'variable'],
  ['ruby', 'def hi; puts "x"; end', 'keyword'],
  ['sql', 'SELECT * FROM t WHERE id = 1', 'keyword'],
  ['graphql', 'query { user(id: 1) { name } }', 'keyword'],
  ['html', '<p class="x">Hi</p>', 'tag'],
  ['vue', '<template><div>{{ a }}</div></template>', 'tag'],
  ['css', 'a { color: red; }', 'property'],
  ['scss', '$c: red; a { color: $c; }', 'variable'],
  ['markdown', '# Title\n\n**bold**', 'title'],
  ['diff', '- a\n+ b', 'inserted'],
  ['ini', '[core]\nname = x', 'section'],
  ['nginx', 'server { listen 80; }', 'directive'],
  ['http', 'GET /index.html HTTP/1.1\nHost: example.com', 'request-line'],
];

describe('languages', () => {
  it.each(SAMPLES)('highlights %s at build time', async (lang, code, token) => {
    const html = await renderMarkdown('```' + lang + '\n' + code + '\n```');
    expect(html).toMatch(new RegExp(`<span class="token [^"]*\\b${token}\\b`));
    expect(html).not.toContain('<script');
  });
});

describe('terminal output', () => {
  it("draws an ```ansi block's escape sequences as colours and leaves them out of the text", async () => {
    // vitest's docs: test runs shown with their colours (`\x1b[32m✓\x1b[39m`).
    const output = '\x1b[32m✓\x1b[39m adds \x1b[2m(1 test)\x1b[22m\n\x1b[31;1mFAIL\x1b[0m multiplies\nplain';
    const html = await renderMarkdown(`\`\`\`ansi {2}\n${output}\n\`\`\``);
    expect(html).toContain('<pre data-language="ansi"');
    expect(html).toContain('<span style="color:var(--ansi-green)">✓</span> adds <span style="opacity:0.7">(1 test)</span>');
    expect(html).toContain('<span style="color:var(--ansi-red);font-weight:700">FAIL</span> multiplies');
    expect(html).not.toContain('\x1b');
    expect(html).not.toMatch(/\[3\d?m|\[0m/);
    // Lines are cut from the text without the sequences: the second one is highlighted whole.
    expect(html).toMatch(
      /<span class="code-line code-line-highlighted"><span style="color:var\(--ansi-red\);font-weight:700">FAIL<\/span> multiplies(<!-- -->)?\n<\/span>/,
    );
  });
});
