/** The links a React page renders, read back from its HTML for the link check. */
import { describe, expect, it } from 'vitest';
import { componentPageLinks } from '../../../../../src/pipeline/page/component-links.js';

const html = (...hrefs: string[]) => hrefs.map((href) => `<a href="${href}">x</a>`).join('');

describe('componentPageLinks', () => {
  it('records a site path at the line that writes it, and leaves external links and files alone', () => {
    const source = "import Link from '@docusaurus/Link';\n\nconst to = '/docs/intro';\n";
    const links = componentPageLinks(html('/base/docs/intro#start', 'https://x.example/', '/base/img/logo.svg'), '/base/', source);
    expect(links).toEqual([{ kind: 'route', raw: '/base/docs/intro#start', route: '/docs/intro', anchor: 'start', line: 3, column: 1 }]);
  });

  it('leaves a path the page writes only as a `pathname://` link unchecked, as Docusaurus does', () => {
    const source = "const playground = 'pathname:///playground/';\nexport default () => <Link to={playground}>Try it</Link>;\n";
    expect(componentPageLinks(html('/playground/'), '/', source)).toEqual([]);
  });

  it('still checks that path where the page also writes it as a plain link', () => {
    const source = "const a = 'pathname:///playground/';\nconst b = '/playground/';\n";
    expect(componentPageLinks(html('/playground/'), '/', source)).toEqual([
      { kind: 'route', raw: '/playground/', route: '/playground', anchor: null, line: 2, column: 1 },
    ]);
  });
});
