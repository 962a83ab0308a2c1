import { describe, expect, it } from 'vitest';
import { readCategoryFiles } from '../../../../src/content/categories.js';

const file = (sourceDir: string, name: string, text: string) => ({ sourceDir, file: `docs/${sourceDir}/${name}`, text });

describe('category files', () => {
  it('read JSON and YAML into label, position, collapsed state and link, with the link line kept', () => {
    const { categories, diagnostics } = readCategoryFiles([
      file('01-a', '_category_.json', '{ "label": "A", "position": 2, "collapsed": false }'),
      file('b', '_category_.yml', 'label: B\nclassName: cat-b\nlink:\n  type: generated-index\n  slug: /b-all\n'),
    ]);
    expect(diagnostics).toEqual([]);
    expect(categories.get('01-a')).toMatchObject({ label: 'A', position: 2, collapsed: false });
    expect(categories.get('b')).toMatchObject({ label: 'B', className: 'cat-b', link: { type: 'generated-index', slug: '/b-all' }, linkLine: 3 });
  });

  it('report broken syntax, wrong types and unknown keys, located', () => {
    const { diagnostics } = readCategoryFiles([
      file('a', '_category_.json', '{ "label": "A", }'),
      file('b', '_category_.yml', 'label: B\n  bad: indent\n'),
      file('c', '_category_.json', '{\n  "label": "C",\n  "position": "first"\n}'),
      file('d', '_category_.json', '{\n  "lable": "D"\n}'),
    ]);
    expect(diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([
      ['category-file-syntax', 'docs/a/_category_.json', 1],
      ['category-file-syntax', 'docs/b/_category_.yml', 2],
      ['category-file-invalid', 'docs/c/_category_.json', 3],
      ['category-file-unknown-key', 'docs/d/_category_.json', 2],
    ]);
    expect(diagnostics[1]!.message).toBe('This category file is not valid YAML: bad indentation of a mapping entry');
    expect(diagnostics[1]!.column).toBe(6);
    expect(diagnostics[3]!.hint).toBe('Did you mean `label`?');
  });
});
