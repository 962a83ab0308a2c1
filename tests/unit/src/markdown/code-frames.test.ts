import { describe, expect, it } from 'vitest';
import { fileNameOfComment, frameKindOf, frameOfBlock, takeFileNameComment } from '../../../../src/markdown/code-frames.js';

describe("Expressive Code's file-name comments", () => {
  it('tells a file name from a remark, by the comment syntax, a label, the path and the language', () => {
    const names = (lang: string, lines: string[]) => lines.map((line) => fileNameOfComment(line, lang));
    expect(
      names('ts', [
        '// src/app.ts',
        '/* a.js */',
        '// File: src/a.ts',
        '// Example: a.ts',
        '// @filename: a.ts',
        '// style.css',
        '// see https://x.dev',
        '// ...',
        '// TODO',
      ]),
    ).toEqual(['src/app.ts', 'a.js', 'src/a.ts', 'a.ts', null, null, null, null, null]);
    expect(names('bash', ['#!/bin/bash', '# deploy.sh', '# Example: ./run', '# install it'])).toEqual([null, 'deploy.sh', './run', null]);
    expect(names('html', ['<!-- index.html -->', '<!-- C:\\site\\index.html -->'])).toEqual(['index.html', 'C:\\site\\index.html']);
  });

  it('takes the comment out of the first four lines, with an emptied front matter and the blank line after it', () => {
    expect(takeFileNameComment('---\n// src/pages/a.astro\n---\n\n<h1>A</h1>', 'astro')).toEqual({
      title: 'src/pages/a.astro',
      code: '<h1>A</h1>',
      removed: [0, 1, 2, 3],
    });
    expect(takeFileNameComment('const a = 1;\n// src/a.js\nconst b = 2;', 'js')).toEqual({
      title: 'src/a.js',
      code: 'const a = 1;\nconst b = 2;',
      removed: [1],
    });
    expect(takeFileNameComment('a\nb\nc\nd\n// late.js', 'js')).toBeNull();
  });

  it('reads frame names as Expressive Code does, and draws shell blocks as terminals unless they are scripts', () => {
    expect(['', 'editor', 'shell', 'auto', 'window'].map(frameKindOf)).toEqual(['none', 'code', 'terminal', 'auto', null]);
    expect(frameOfBlock('auto', 'sh', null, 'npm i')).toBe('terminal');
    expect(frameOfBlock('auto', 'sh', 'deploy.sh', 'echo')).toBe('code');
    expect(frameOfBlock('auto', 'sh', null, '#!/bin/sh\necho')).toBe('code');
    expect(frameOfBlock('auto', 'js', null, 'let a;')).toBe('code');
  });
});
