// Checks a CommonJS bundle of dist/ before scripts/build-lib.mjs writes it, and makes it ASCII: the rules that
// src/util/cached-bundle.ts relies on to run it from V8's code cache. Changes only comments and the way regular
// expression literals spell their characters; anything else it finds wrong is an error, never rewritten.
import { parse } from 'acorn';

/** Calls `visit` on every node of an ESTree tree. */
function walk(node, visit) {
  visit(node);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (child && typeof child.type === 'string') walk(child, visit);
  }
}

/** `text` with each character that is not ASCII written as a regular expression escape (`unicode`: the u or v flag). */
function escapedForRegExp(text, unicode) {
  return text.replace(/[^\x00-\x7f]/gu, (char) => {
    const code = char.codePointAt(0);
    if (code <= 0xffff) return `\\u${code.toString(16).padStart(4, '0')}`;
    if (unicode) return `\\u{${code.toString(16)}}`;
    return Array.from({ length: char.length }, (_, i) => `\\u${char.charCodeAt(i).toString(16)}`).join('');
  });
}

/**
 * A CommonJS bundle as dist/ keeps it, checked: no `import()` (code restored from V8's code cache cannot run one; the
 * bundle host's `importModule` must), and ASCII only, so that a start reads it as Latin-1 (a 5 MB bundle: under 1 ms
 * against 45-60 ms decoded as UTF-8). esbuild escapes non-ASCII characters in strings and names, not in comments
 * (rewritten here as `?`) nor in regular expression literals (written here as escapes, which match the same). A
 * bundle that breaks either rule otherwise fails the compile, naming the source file.
 */
export function checkedCommonJs(file, text) {
  const rewrites = [];
  const program = parse(text, {
    ecmaVersion: 'latest',
    sourceType: 'script',
    onComment: (_block, _text, start, end) => rewrites.push([start, end, (comment) => comment.replace(/[^\x00-\x7f]/gu, '?')]),
  });
  const sourceAt = (offset) => {
    const before = text.slice(0, offset);
    const named = [...before.matchAll(/^\s*\/\/ ((?:src|core|theme|node_modules)\/\S+)$/gm)].at(-1);
    return `${named ? named[1] : file} (${file}:${before.split('\n').length})`;
  };
  const imports = [];
  walk(program, (node) => {
    if (node.type === 'ImportExpression') imports.push(node.start);
    const flags = node.regex?.flags;
    if (flags !== undefined) rewrites.push([node.start, node.end, (literal) => escapedForRegExp(literal, /[uv]/.test(flags))]);
  });
  if (imports.length) throw new Error(`import() in ${imports.map(sourceAt).join(', ')}: call importModule of src/util/bundle-host.ts instead.`);
  let ascii = '';
  let done = 0;
  for (const [start, end, rewrite] of rewrites.sort((a, b) => a[0] - b[0])) {
    const part = text.slice(start, end);
    if (!/[^\x00-\x7f]/.test(part)) continue;
    ascii += text.slice(done, start) + rewrite(part);
    done = end;
  }
  ascii += text.slice(done);
  const stray = /[^\x00-\x7f]/.exec(ascii);
  if (stray) throw new Error(`A character that is not ASCII outside a comment in ${sourceAt(stray.index)}.`);
  return ascii;
}
