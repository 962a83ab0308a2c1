/**
 * Which of the site's files threw, when the server bundle of its components throws as it loads: the bundle's line
 * in the error's stack (the code runs through `new Function`), then the file comment esbuild writes above each
 * file's code in a bundle that is not minified. Reads no files; returns null when the stack or the code says nothing.
 */

/** A stack frame of code that `new Function` (or the async function constructor) runs: `<anonymous>:line:column`. */
const EVALUATED_FRAME = /\(eval at [^\n]*<anonymous>:(\d+):\d+\)$/;

/** The comment esbuild writes above a file's code in a bundle: `// src/components/Badge.tsx`. */
const FILE_COMMENT = /^\s*\/\/ ([^\s].*\.[A-Za-z0-9]+)$/;

/** How many lines the function constructor puts before the body it is given (its `function anonymous(…) {`). */
let headerLines: number | undefined;
function functionHeaderLines(): number {
  if (headerLines === undefined) {
    try {
      new Function('throw new Error()')();
    } catch (error) {
      const frame = String((error as Error).stack ?? '')
        .split('\n')
        .map((line) => EVALUATED_FRAME.exec(line.trim()))
        .find(Boolean);
      headerLines = frame ? Number(frame[1]) - 1 : 2;
    }
  }
  return headerLines ?? 2;
}

/** The file of the bundle's 1-based `line`: the nearest file comment above it. */
function fileAt(lines: readonly string[], line: number): string | null {
  for (let i = Math.min(line, lines.length) - 1; i >= 0; i--) {
    const match = FILE_COMMENT.exec(lines[i]!);
    if (match) return match[1]!;
  }
  return null;
}

/**
 * The site file whose code threw `error` as the bundle `code` loaded, and the package file the throw came from
 * when that is another one (a package the site's file called), or null when the stack names no line of the bundle.
 */
export function bundleThrower(error: unknown, code: string): { file: string; within?: string } | null {
  const stack = String((error as Error | null)?.stack ?? '');
  const offset = functionHeaderLines();
  const lines = code.split('\n');
  const files = stack
    .split('\n')
    .map((line) => EVALUATED_FRAME.exec(line.trim()))
    .filter((frame): frame is RegExpExecArray => frame !== null)
    .map((frame) => fileAt(lines, Number(frame[1]) - offset))
    .filter((file): file is string => file !== null);
  if (files.length === 0) return null;
  const own = files.find((file) => !file.split('/').includes('node_modules'));
  if (!own) return { file: files[0]! };
  return own === files[0] ? { file: own } : { file: own, within: files[0] };
}

/** Why the bundle failed as it loaded, naming the file that threw when the stack tells: `reason` otherwise. */
export function loadFailureReason(error: unknown, code: string, reason: string): string {
  const thrower = bundleThrower(error, code);
  if (!thrower) return reason;
  return `\`${thrower.file}\` threw${thrower.within ? ` (in \`${thrower.within}\`)` : ''}: ${reason}`;
}
