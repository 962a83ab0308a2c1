/** Custom navbar icons: the drawing kept through an allowlist, everything that could run or load refused by line. */
import { describe, expect, it } from 'vitest';
import { sanitiseSvgIcon } from '../../../../src/config/svg-icon.js';

const problemOf = (text: string) => {
  const result = sanitiseSvgIcon(text);
  if (result.ok) throw new Error('expected the icon to be refused');
  return result.problem;
};
const elementOf = (text: string) => {
  const result = sanitiseSvgIcon(text);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.problem)}`);
  return result.element;
};

describe('sanitiseSvgIcon', () => {
  it('keeps the drawing, with attributes under their React names and the size left to the theme', () => {
    const element = elementOf(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32" class="x" data-name="logo">' +
        '<title>Logo</title><path d="M0 0h32v32z" fill-rule="evenodd" stroke-width="2"/><circle cx="16" cy="16" r="4"/></svg>',
    );
    expect(element).toEqual({
      tag: 'svg',
      attrs: { viewBox: '0 0 32 32' },
      children: [
        { tag: 'path', attrs: { d: 'M0 0h32v32z', fillRule: 'evenodd', strokeWidth: '2' }, children: [] },
        { tag: 'circle', attrs: { cx: '16', cy: '16', r: '4' }, children: [] },
      ],
    });
  });

  it('takes the viewBox from a plain width and height when there is none', () => {
    expect(elementOf('<svg width="16" height="16"><rect width="16" height="16"/></svg>').attrs).toEqual({ viewBox: '0 0 16 16' });
  });

  it('turns presentation properties of a style attribute into attributes, and leaves editor data out', () => {
    const element = elementOf(
      '<svg xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" viewBox="0 0 24 24">' +
        '<sodipodi:namedview pagecolor="#fff"/><metadata>x</metadata>' +
        '<path d="M1 1h2" fill="red" style="fill:#000000;stroke:none;font-family:Arial" inkscape:label="a" xmlns:inkscape="x"/></svg>',
    );
    expect(element.children).toEqual([{ tag: 'path', attrs: { d: 'M1 1h2', fill: '#000000', stroke: 'none' }, children: [] }]);
  });

  it('prefixes ids, and the references to them, so that they cannot meet the ids of the page', () => {
    const element = elementOf(
      '<svg viewBox="0 0 24 24"><defs><clipPath id="c"><rect width="24" height="24"/></clipPath></defs>' +
        '<g clip-path="url(#c)"><use href="#p"/><path id="p" d="M0 0"/></g></svg>',
    );
    const defs = element.children[0]!;
    const group = element.children[1]!;
    const id = defs.children[0]!.attrs.id!;
    expect(id).toMatch(/^icon-[0-9a-f]{8}-c$/);
    expect(group.attrs.clipPath).toBe(`url(#${id})`);
    expect(group.children[0]!.attrs.href).toBe(`#${group.children[1]!.attrs.id}`);
  });

  it('refuses a script, even inside elements it would leave out, at its line', () => {
    expect(problemOf('<svg viewBox="0 0 24 24">\n<path d="M0 0"/>\n<script>alert(1)</script>\n</svg>')).toEqual({
      variant: 'unsafe',
      part: 'element',
      name: 'script',
      line: 3,
    });
    expect(problemOf('<svg>\n<metadata><script>alert(1)</script></metadata></svg>')).toMatchObject({ variant: 'unsafe', part: 'element', name: 'script' });
  });

  it('refuses event handlers and foreign objects', () => {
    expect(problemOf('<svg onload="alert(1)"><path d="M0 0"/></svg>')).toEqual({ variant: 'unsafe', part: 'event-handler', name: 'onload', line: 1 });
    expect(problemOf('<svg><g><rect ONCLICK="x()"/></g></svg>')).toMatchObject({ variant: 'unsafe', part: 'event-handler', name: 'ONCLICK' });
    expect(problemOf('<svg><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject></svg>')).toMatchObject({
      variant: 'unsafe',
      part: 'element',
      name: 'foreignObject',
    });
  });

  it('refuses references that leave the file', () => {
    expect(problemOf('<svg><use href="https://evil.example/sprite.svg#a"/></svg>')).toMatchObject({
      variant: 'unsafe',
      part: 'reference',
      name: 'https://evil.example/sprite.svg#a',
    });
    expect(problemOf('<svg><use xlink:href="javascript:alert(1)" xmlns:xlink="http://www.w3.org/1999/xlink"/></svg>')).toMatchObject({
      variant: 'unsafe',
      part: 'reference',
      name: 'javascript:alert(1)',
    });
    expect(problemOf('<svg><path d="M0 0" fill="url(https://evil.example/x.svg#g)"/></svg>')).toMatchObject({ variant: 'unsafe', part: 'reference' });
    expect(problemOf('<svg><path d="M0 0" style="fill:url(\'//evil.example/g\')"/></svg>')).toMatchObject({ variant: 'unsafe', part: 'reference' });
  });

  it('refuses elements that are no part of a drawing, naming the allowed ones', () => {
    const problem = problemOf('<svg>\n<style>body { display: none }</style></svg>');
    expect(problem).toMatchObject({ variant: 'unsupported', element: 'style', line: 2 });
    expect(problemOf('<svg><image href="#a"/></svg>')).toMatchObject({ variant: 'unsupported', element: 'image' });
    expect(problemOf('<svg><a href="#a"><path d="M0 0"/></a></svg>')).toMatchObject({ variant: 'unsupported', element: 'a' });
  });

  it('refuses a file that is not well-formed, or whose root is not <svg>', () => {
    expect(problemOf('<svg>\n<path d="M0 0">\n</svg>')).toEqual({ variant: 'not-svg', reason: 'Missing end tag for element path', line: 3 });
    expect(problemOf('<html><svg/></html>')).toMatchObject({ variant: 'not-svg', reason: 'its root element is <html>, not <svg>' });
    expect(problemOf('')).toMatchObject({ variant: 'not-svg' });
  });

  it('never expands entities declared in the file', () => {
    expect(problemOf('<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa">]><svg><path d="&a;"/></svg>')).toMatchObject({ variant: 'not-svg' });
  });
});
