/** How an SVG file becomes a component's parts: the root's attributes as React props, and the markup inside it. */
import { describe, expect, it } from 'vitest';
import { runningSvgParts, svgParts } from '../../../../src/pipeline/svg-components.js';

describe('svgParts', () => {
  it("reads an editor's file: declaration, comment and a doctype with entities skipped, attributes named as React names them", () => {
    const file = [
      '<?xml version="1.0" encoding="utf-8"?>',
      '<!-- Generator: an <svg> editor -->',
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [',
      '  <!ENTITY ns_flows "http://ns.example/Flows/1.0/">',
      ']>',
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" class="art" width='24' stroke-width="2" aria-label="A &amp; B" style="fill-opacity: .5; --tone: red" xml:space="preserve">`,
      '<!-- inside --><path d="M0 0"/>',
      '</svg>',
    ].join('\n');
    expect(svgParts(file)).toEqual({
      props: {
        xmlns: 'http://www.w3.org/2000/svg',
        className: 'art',
        width: '24',
        strokeWidth: '2',
        'aria-label': 'A & B',
        style: { fillOpacity: '.5', '--tone': 'red' },
      },
      inner: '<!-- inside --><path d="M0 0"/>',
    });
  });

  it('reads a self-closed root as empty, and a file without one as nothing', () => {
    expect(svgParts('<svg viewBox="0 0 1 1"/>')).toEqual({ props: { viewBox: '0 0 1 1' }, inner: '' });
    expect(svgParts('<html></html>')).toBeNull();
  });
});

describe('runningSvgParts', () => {
  it('finds what would run once the SVG is drawn inline: scripts, handlers, javascript: links, foreign content, animated links', () => {
    // trpc/trpc's split-link diagram carries a script an editor's extension injected.
    const file = [
      '<svg xmlns="http://www.w3.org/2000/svg" onload="steal()">',
      '<script>navigator.geolocation.getCurrentPosition(send)</script>',
      '<a href="javascript:alert(1)"><text>click</text></a>',
      '<foreignObject><div>html</div></foreignObject>',
      '<a xlink:href="#x"><set attributeName="href" to="javascript:alert(2)"/></a>',
      '</svg>',
    ].join('\n');
    expect(runningSvgParts(file).sort()).toEqual(
      ['a `<script>` element', 'a `<foreignObject>` element', 'an `onload` attribute', 'a `javascript:` address', 'an animation of `href`'].sort(),
    );
  });

  it('finds nothing in a drawing', () => {
    const file =
      '<svg xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g"/></defs><a href="#top"><path fill-rule="evenodd" d="M0 0"/></a><animate attributeName="opacity" to="0"/></svg>';
    expect(runningSvgParts(file)).toEqual([]);
  });
});
