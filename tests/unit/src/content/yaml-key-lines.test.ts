/**
 * Where a problem below a top-level front matter key is reported: the line of its key path, followed through
 * block YAML by indentation, as deep as the layout allows (a value in flow style stays at its item's line).
 */
import { describe, expect, it } from 'vitest';
import { lineOfKeyPath } from '../../../../src/content/yaml-key-lines.js';

const FRONT_MATTER = [
  '---', //                                       1
  'title: Home', //                               2
  'hero:', //                                     3
  '  title: My Docs', //                          4
  '  # a comment between keys', //               5
  '  actions:', //                                6
  '    - text: Get started', //                   7
  '      link: /intro', //                        8
  '', //                                          9
  '    - { text: GitHub, link: https://x.y/z }', // 10
  '  image:', //                                  11
  '    src: /logo.svg', //                        12
  'features:', //                                 13
  '- title: One', //                              14
  '  link: /one', //                              15
  '- title: Two', //                              16
  '  details: Two of them.', //                   17
  '  link: /two', //                              18
  '---', //                                       19
].join('\n');

describe('lineOfKeyPath', () => {
  it('finds top-level keys, nested keys and list items by their indentation', () => {
    expect(lineOfKeyPath(FRONT_MATTER, ['title'])).toBe(2);
    expect(lineOfKeyPath(FRONT_MATTER, ['hero', 'title'])).toBe(4);
    expect(lineOfKeyPath(FRONT_MATTER, ['hero', 'actions', 0, 'text'])).toBe(7);
    expect(lineOfKeyPath(FRONT_MATTER, ['hero', 'actions', 0, 'link'])).toBe(8);
    expect(lineOfKeyPath(FRONT_MATTER, ['hero', 'image', 'src'])).toBe(12);
    // A list written at its key's own column, as YAML allows.
    expect(lineOfKeyPath(FRONT_MATTER, ['features', 1, 'link'])).toBe(18);
  });

  it('stops at the deepest part it can place', () => {
    // Flow style: the item's line.
    expect(lineOfKeyPath(FRONT_MATTER, ['hero', 'actions', 1, 'link'])).toBe(10);
    // No such item or key: the line of what holds it.
    expect(lineOfKeyPath(FRONT_MATTER, ['features', 5, 'link'])).toBe(13);
    expect(lineOfKeyPath(FRONT_MATTER, ['hero', 'tagline'])).toBe(3);
    // A title nested in `hero` is not the top-level one, nor is a card's.
    expect(lineOfKeyPath(FRONT_MATTER.replace('title: Home', 'slug: /'), ['title'])).toBe(1);
  });
});
