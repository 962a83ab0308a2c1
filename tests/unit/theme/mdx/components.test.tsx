/** The other MDX theme components rendered on the server: Admonition, Details, CodeBlock, DocCardList, Link, useBaseUrl. */
import { readFileSync } from 'node:fs';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Admonition from '../../../../theme/mdx/Admonition.js';
import CodeBlock from '../../../../theme/mdx/CodeBlock.js';
import { defaultMdxContext, MdxContext, type CodeInput, type MdxRenderContext } from '../../../../theme/mdx/context.js';
import Details from '../../../../theme/mdx/Details.js';
import DocCardList from '../../../../theme/mdx/DocCardList.js';
import { themeImports } from '../../../../theme/mdx/index.js';
import Link from '../../../../theme/mdx/Link.js';
import { RedirectRefresh } from '../../../../theme/mdx/router.js';
import { collectHeadTags } from '../../../../src/markdown/mdx/head-tags.js';
import { MdxProblem } from '../../../../src/markdown/mdx/problem.js';
import type { PageHead } from '../../../../core/route-data.js';
import useBaseUrl, { useBaseUrlUtils } from '../../../../theme/mdx/useBaseUrl.js';
import { Admonition as MarkdownAdmonition } from '../../../../theme/markdown/Admonition.js';
import { byClass, parse, text } from './dom.js';
import { TextProvider } from '../../../../theme/i18n/text.js';
import { en } from '../../../../core/i18n/catalogue.js';
import { asHref } from '../../../../core/urls.js';

function html(element: ReactElement, context: Partial<MdxRenderContext> = {}): string {
  return renderToString(
    <TextProvider text={en} locale="en">
      <MdxContext.Provider value={{ ...defaultMdxContext, ...context }}>{element}</MdxContext.Provider>
    </TextProvider>,
  );
}

describe('MDX Admonition', () => {
  it('looks exactly like the Markdown admonition of the same type', () => {
    expect(
      html(
        <Admonition type="tip" title="Be quick">
          Text
        </Admonition>,
      ),
    ).toBe(
      renderToString(
        <TextProvider text={en} locale="en">
          <MarkdownAdmonition kind="tip" title="Be quick">
            Text
          </MarkdownAdmonition>
        </TextProvider>,
      ),
    );
    expect(html(<Admonition type="important">Text</Admonition>)).toContain('class="admonition admonition-info" role="note" aria-label="Important"');
  });

  it('takes an element as title and a custom icon in place of the drawn one', () => {
    const out = html(
      <Admonition type="warning" title={<em>Careful</em>} icon={<span className="mine">!</span>}>
        Body
      </Admonition>,
    );
    expect(out).toContain('<p class="admonition-heading"><span class="mine">!</span><span><em>Careful</em></span></p>');
    expect(out).not.toContain('<svg');
    expect(out).not.toContain('aria-label');
  });

  it('draws the legacy names secondary and success as note and tip, and refuses an unknown type', () => {
    expect(html(<Admonition type="success">x</Admonition>)).toContain('admonition-tip');
    expect(html(<Admonition type="secondary">x</Admonition>)).toContain('admonition-note');
    expect(() => html(<Admonition type="hint">x</Admonition>)).toThrow(
      '<Admonition type="hint"> is not a known type. Use one of "note", "tip", "info", "warning", "danger", "caution", "important".',
    );
  });
});

describe('MDX Details', () => {
  it('shows the summary prop, as text or element, above the content', () => {
    expect(html(<Details summary="More">Hidden</Details>)).toBe(
      '<details class="details"><summary>More</summary><div class="details-content">Hidden</div></details>',
    );
    expect(html(<Details summary={<b>Bold</b>}>x</Details>)).toContain('<summary><b>Bold</b></summary>');
  });

  it('takes a <summary> child as the summary, as Docusaurus writes it', () => {
    expect(
      html(
        <Details>
          <summary>Click me</summary>
          <p>Inside</p>
        </Details>,
      ),
    ).toBe('<details class="details"><summary>Click me</summary><div class="details-content"><p>Inside</p></div></details>');
  });

  it("is @docusaurus/theme-common/Details' Details too, whose summary prop may be a <summary> element", () => {
    const Generic = themeImports['@docusaurus/theme-common/Details']!.Details as typeof Details;
    expect(
      html(
        <Generic className="api-history" summary={<summary>History</summary>}>
          <table />
        </Generic>,
      ),
    ).toBe('<details class="details api-history"><summary>History</summary><div class="details-content"><table></table></div></details>');
  });
});

describe('MDX CodeBlock', () => {
  const seen: CodeInput[] = [];
  const renderCode = (input: CodeInput): ReactNode => {
    seen.push(input);
    return <pre className="highlighted">{input.code}</pre>;
  };

  it('hands the code and its options to the build-time highlighter', () => {
    seen.length = 0;
    const out = html(
      <CodeBlock language="jsx" title="/src/App.js" showLineNumbers metastring="{1}">
        {'const a = 1;\n'}
      </CodeBlock>,
      { renderCode },
    );
    expect(out).toBe('<pre class="highlighted">const a = 1;</pre>');
    expect(seen).toEqual([{ code: 'const a = 1;', language: 'jsx', title: '/src/App.js', showLineNumbers: true, metastring: '{1}' }]);
  });

  it('reads the language from className="language-…"', () => {
    seen.length = 0;
    html(<CodeBlock className="language-python">print(1)</CodeBlock>, { renderCode });
    expect(seen[0]!.language).toBe('python');
  });

  it('shows element children as written, in a plain code block', () => {
    expect(
      html(
        <CodeBlock>
          <b>bold</b> code
        </CodeBlock>,
        { renderCode },
      ),
    ).toBe('<div class="code-block"><pre tabindex="0"><code><b>bold</b> code</code></pre></div>');
  });
});

describe('MDX DocCardList', () => {
  const categoryCards = [
    { href: asHref('/docs/guide/install'), label: 'Install', description: 'Get it running', kind: 'doc' as const },
    { href: asHref('/docs/guide/advanced'), label: 'Advanced', kind: 'category' as const, count: 3 },
  ];

  it('shows the cards of the page’s category as linked cards', () => {
    const tree = parse(html(<DocCardList />, { categoryCards }));
    const cards = byClass(tree, 'card');
    expect(byClass(tree, 'cards')).toHaveLength(1);
    expect(cards.map((c) => [c.properties.href, text(byClass(c, 'card-title')[0]!), text(byClass(c, 'card-text')[0]!)])).toEqual([
      ['/docs/guide/install', 'Install', 'Get it running'],
      ['/docs/guide/advanced', 'Advanced', '3 items'],
    ]);
  });

  it('takes Docusaurus sidebar items, leading a category without a link to its first doc', () => {
    const items = [
      { type: 'link', href: '/a', label: 'A', description: 'First' },
      { type: 'category', label: 'B', items: [{ type: 'link', href: '/b/one', label: 'One' }] },
      { type: 'html', value: '<hr>' },
    ];
    const cards = byClass(parse(html(<DocCardList items={items} />)), 'card');
    expect(cards.map((c) => [c.properties.href, text(c)])).toEqual([
      ['/a', 'AFirst'],
      ['/b/one', 'B1 item'],
    ]);
  });

  it('refuses to list nothing on a page that is not a category index', () => {
    expect(() => html(<DocCardList />)).toThrow('<DocCardList /> without `items` lists the docs of the sidebar category this page introduces');
  });
});

describe('MDX Link and useBaseUrl', () => {
  const base = { baseUrl: '/docs/' };

  it('gives internal links the base URL once and leaves relative and anchor links alone', () => {
    expect(html(<Link to="/guide/install">Install</Link>, base)).toBe('<a href="/docs/guide/install">Install</a>');
    expect(html(<Link href="/docs/guide/install">Again</Link>, base)).toBe('<a href="/docs/guide/install">Again</a>');
    expect(html(<Link to="./sibling">S</Link>, base)).toBe('<a href="./sibling">S</a>');
    expect(html(<Link to="#top">T</Link>, base)).toBe('<a href="#top">T</a>');
    expect(
      html(
        <Link to="/raw" autoAddBaseUrl={false}>
          R
        </Link>,
        base,
      ),
    ).toBe('<a href="/raw">R</a>');
  });

  it('opens external links in a new tab without passing the opener', () => {
    expect(
      html(
        <Link to="https://example.com" className="x">
          Out
        </Link>,
        base,
      ),
    ).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer" class="x">Out</a>');
    expect(html(<Link href="mailto:a@b.c">Mail</Link>, base)).toBe('<a href="mailto:a@b.c">Mail</a>');
  });

  it('prefixes site paths with the base URL through the hook and its utils', () => {
    function Probe() {
      const { withBaseUrl } = useBaseUrlUtils();
      return (
        <>
          {[
            useBaseUrl('/img/logo.png'),
            useBaseUrl('img/x.png'),
            useBaseUrl('https://cdn.example/x.png'),
            withBaseUrl('/docs/a'),
            withBaseUrl('/docs', { forcePrependBaseUrl: true }),
          ].join(' ')}
        </>
      );
    }
    expect(html(<Probe />, base)).toBe('/docs/img/logo.png img/x.png https://cdn.example/x.png /docs/a /docs/docs');
    expect(html(<Probe />)).toBe('/img/logo.png img/x.png https://cdn.example/x.png /docs/a /docs');
  });
});

describe('themeImports', () => {
  it('maps each Docusaurus theme path to a module with the component as default export', () => {
    expect(Object.keys(themeImports).sort()).toEqual(
      [
        '@astrojs/starlight/components',
        '@docusaurus/BrowserOnly',
        '@docusaurus/ExecutionEnvironment',
        '@docusaurus/Head',
        '@docusaurus/Interpolate',
        '@docusaurus/Link',
        '@docusaurus/Translate',
        '@docusaurus/isInternalUrl',
        '@docusaurus/plugin-content-docs/client',
        '@docusaurus/router',
        '@docusaurus/theme-common',
        '@docusaurus/theme-common/Details',
        '@docusaurus/theme-common/internal',
        '@docusaurus/useBaseUrl',
        '@docusaurus/useBrokenLinks',
        '@docusaurus/useDocusaurusContext',
        '@docusaurus/useGlobalData',
        '@docusaurus/useIsBrowser',
        '@theme/Admonition',
        '@theme/CodeBlock',
        '@theme/Details',
        '@theme/DocCardList',
        '@theme/Heading',
        '@theme/Icon/Copy',
        '@theme/Icon/ExternalLink',
        '@theme/Icon/Success',
        '@theme/IdealImage',
        '@theme/Layout',
        '@theme/MDXComponents',
        '@theme/MDXComponents/A',
        '@theme/MDXComponents/Code',
        '@theme/MDXComponents/Details',
        '@theme/MDXComponents/Heading',
        '@theme/MDXComponents/Img',
        '@theme/MDXComponents/Li',
        '@theme/MDXComponents/Pre',
        '@theme/MDXComponents/Ul',
        'astro:assets',
        '@theme/TabItem',
        '@theme/Tabs',
        '@theme/ThemedImage',
        '@theme/hooks/useThemeContext',
        '@theme/TOCInline',
      ].sort(),
    );
    expect(themeImports['@theme/Admonition']!.default).toBe(Admonition);
    expect(themeImports['@docusaurus/useBaseUrl']!.useBaseUrlUtils).toBe(useBaseUrlUtils);
  });

  it("renders the common Docusaurus helpers on the server: BrowserOnly's fallback, the site settings, the page's path, an inline TOC", () => {
    const { default: BrowserOnly } = themeImports['@docusaurus/BrowserOnly'] as { default: (p: Record<string, unknown>) => ReactElement };
    const { default: useDocusaurusContext } = themeImports['@docusaurus/useDocusaurusContext'] as { default: () => { siteConfig: { title: string } } };
    const { useLocation } = themeImports['@docusaurus/router'] as { useLocation: () => { pathname: string } };
    const { default: TOCInline } = themeImports['@theme/TOCInline'] as { default: (p: Record<string, unknown>) => ReactElement };
    const Probe = () => <i>{`${useDocusaurusContext().siteConfig.title} ${useLocation().pathname}`}</i>;
    const value = { ...defaultMdxContext, site: { title: 'Quill', tagline: '', url: 'https://q.example', baseUrl: '/' }, route: '/guide' };
    const out = renderToString(
      <MdxContext.Provider value={value}>
        <BrowserOnly fallback={<b>later</b>}>{() => <span>now</span>}</BrowserOnly>
        <Probe />
        <TOCInline
          toc={[
            { value: 'Setup', id: 'setup', level: 2 },
            { value: 'Deep', id: 'deep', level: 4 },
          ]}
        />
      </MdxContext.Provider>,
    );
    expect(out).toContain('<b>later</b>');
    expect(out).not.toContain('now');
    expect(out).toContain('<i>Quill /guide</i>');
    expect(out).toContain('<a href="#setup">Setup</a>');
    expect(out).not.toContain('Deep');
  });

  it("gives theme-common's useThemeConfig, the themeConfig of useDocusaurusContext, whose Docusaurus keys are unset", () => {
    const { useThemeConfig } = themeImports['@docusaurus/theme-common'] as { useThemeConfig: () => Record<string, unknown> };
    const { default: useDocusaurusContext } = themeImports['@docusaurus/useDocusaurusContext'] as {
      default: () => { siteConfig: { themeConfig: unknown } };
    };
    const Probe = () => {
      const config = useThemeConfig();
      return <i>{`${JSON.stringify(config) === JSON.stringify(useDocusaurusContext().siteConfig.themeConfig)} ${String(config.isDarkTheme)}`}</i>;
    };
    expect(renderToString(<Probe />)).toBe('<i>true undefined</i>');
  });

  it("gives theme-common's usePrismTheme, a prism-react-renderer theme in the colours of docsgen's code blocks (Yoga's playground)", () => {
    const { usePrismTheme } = themeImports['@docusaurus/theme-common'] as {
      usePrismTheme: () => { plain: Record<string, string>; styles: { types: string[]; style: Record<string, string> }[] };
    };
    let theme: ReturnType<typeof usePrismTheme> | undefined;
    const Probe = () => {
      theme = usePrismTheme();
      return null;
    };
    renderToString(<Probe />);
    expect(theme!.plain).toEqual({ color: 'var(--code-text)', backgroundColor: 'var(--code-bg)' });
    const colourOf = (type: string) => theme!.styles.find((s) => s.types.includes(type))?.style.color;
    expect([colourOf('keyword'), colourOf('string'), colourOf('comment')]).toEqual(['var(--token-keyword)', 'var(--token-string)', 'var(--token-comment)']);
    // Every colour is a custom property the theme's tokens define, so both colour modes have it.
    const tokens = readFileSync(new URL('../../../../theme/styles/tokens.css', import.meta.url), 'utf8');
    for (const { style } of theme!.styles) expect(tokens).toContain(`${/var\((--[\w-]+)\)/.exec(style.color!)![1]}:`);
  });
});

describe("@docusaurus/router's useHistory", () => {
  it("gives react-router's history.location, which components read the query from (pixijs.com's playground)", () => {
    const { useHistory } = themeImports['@docusaurus/router'] as { useHistory: () => { location: { pathname: string; search: string } } };
    const Probe = () => {
      const { location } = useHistory();
      return <i>{`${location.pathname} [${new URLSearchParams(location.search).get('state') ?? ''}]`}</i>;
    };
    expect(html(<Probe />, { route: '/playground' })).toBe('<i>/playground []</i>');
  });
});

describe("@docusaurus/router's Redirect", () => {
  const Redirect = themeImports['@docusaurus/router']!.Redirect as (props: { to: string }) => ReactNode;
  const refresh = (content: string) => ({ tag: 'meta', attributes: { 'http-equiv': 'refresh', content } });

  it("forwards a static page with a refresh in its head, which the head's checks let through, and says where in its body, under the base URL", () => {
    const head: PageHead = { tags: [] };
    const body = html(<Redirect to="/docs/releases" />, { baseUrl: '/rn/', collectHead: (children) => collectHeadTags(children, head) });
    expect(body).toBe('<p>This page has moved to <a href="/rn/docs/releases">/rn/docs/releases</a>.</p>');
    expect(head.tags).toEqual([refresh('0; url=/rn/docs/releases')]);
    const away: PageHead = { tags: [] };
    html(<Redirect to="https://example.com/next" />, { collectHead: (children) => collectHeadTags(children, away) });
    expect(away.tags).toEqual([refresh('0; url=https://example.com/next')]);
  });

  it('is the only refresh a head may hold, and only to a path of the site or a web address', () => {
    expect(() => collectHeadTags(<meta httpEquiv="refresh" content="0; url=/x" />, { tags: [] })).toThrow(MdxProblem);
    expect(() => collectHeadTags(<RedirectRefresh href="javascript:alert(1)" />, { tags: [] })).toThrow(MdxProblem);
    expect(() => collectHeadTags(<RedirectRefresh href="//evil.example/" />, { tags: [] })).toThrow(MdxProblem);
  });
});
