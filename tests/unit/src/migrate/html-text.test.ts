/** HTML snippets of a Docusaurus config (copyright, announcement bar) as the text a browser shows. */
import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../../../src/migrate/html-text.js';

describe('htmlToText', () => {
  it('keeps the text of elements and links, decodes entities and collapses white space', () => {
    expect(htmlToText('Copyright &copy; 2026 <b>Lantern</b> &amp; friends.<br/>\n  Built with <a href="https://docusaurus.io">Docusaurus</a>.')).toBe(
      'Copyright © 2026 Lantern & friends. Built with Docusaurus.',
    );
  });

  it('drops scripts, styles and comments', () => {
    expect(htmlToText('<style>.x{}</style>Hello<script>alert(1)</script><!-- note --> there')).toBe('Hello there');
  });

  it('leaves plain text as it is', () => {
    expect(htmlToText('Star us on GitHub ⭐')).toBe('Star us on GitHub ⭐');
  });
});
