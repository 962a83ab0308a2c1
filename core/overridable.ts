/**
 * The theme components a site may replace or wrap from its own `theme-overrides/<Name>.tsx`, by name, each with the
 * theme module that holds it and the export there. A site's file is swapped in for that export wherever the
 * theme imports the module (and for `@theme/<Name>`); `@theme-original/<Name>` keeps the theme's own. Pure data:
 * must not import components, Node modules or the DOM.
 */

export interface OverridableComponent {
  /** The module under theme/, with its extension. */
  module: string;
  /** The export of that module the component is (`default` for the MDX ones). */
  export: string;
  /** What it draws, for `docsgen swizzle` listings. */
  description: string;
}

export const OVERRIDABLE_COMPONENTS = {
  AnnouncementBar: { module: 'components/AnnouncementBar.tsx', export: 'AnnouncementBar', description: 'the bar above the navbar' },
  Navbar: { module: 'components/Navbar.tsx', export: 'Navbar', description: 'the top navigation bar' },
  ColorModeToggle: { module: 'components/ColorModeToggle.tsx', export: 'ColorModeToggle', description: "the navbar's light/dark switch" },
  SearchButton: { module: 'search/SearchButton.tsx', export: 'SearchButton', description: "the navbar's search button" },
  Sidebar: { module: 'components/Sidebar.tsx', export: 'Sidebar', description: 'the docs sidebar' },
  Breadcrumbs: { module: 'components/PageParts.tsx', export: 'Breadcrumbs', description: 'the breadcrumbs above a doc' },
  TOC: { module: 'components/PageParts.tsx', export: 'TableOfContents', description: 'the table of contents beside a doc' },
  TOCCollapsible: { module: 'components/PageParts.tsx', export: 'CollapsibleToc', description: 'the collapsible table of contents on narrow windows' },
  TagList: { module: 'components/PageParts.tsx', export: 'TagList', description: "a doc's tags" },
  'DocItem/Footer': { module: 'components/DocFooter.tsx', export: 'DocFooter', description: "a doc's footer (edit link, last update)" },
  PrevNext: { module: 'components/PageParts.tsx', export: 'PrevNext', description: 'the previous/next links under a doc' },
  Footer: { module: 'components/PageParts.tsx', export: 'Footer', description: "the site's footer" },
  NotFound: { module: 'components/NotFound.tsx', export: 'NotFound', description: 'the body of the 404 page' },
  Admonition: { module: 'mdx/Admonition.tsx', export: 'default', description: ':::note boxes and MDX <Admonition>' },
  Tabs: { module: 'mdx/Tabs.tsx', export: 'default', description: 'MDX <Tabs>' },
  TabItem: { module: 'mdx/TabItem.tsx', export: 'default', description: 'MDX <TabItem>' },
  Details: { module: 'mdx/Details.tsx', export: 'default', description: 'MDX <Details>' },
  CodeBlock: { module: 'mdx/CodeBlock.tsx', export: 'default', description: 'MDX <CodeBlock>' },
  DocCardList: { module: 'mdx/DocCardList.tsx', export: 'default', description: 'MDX <DocCardList>' },
  TOCInline: { module: 'mdx/TOCInline.tsx', export: 'default', description: 'MDX <TOCInline>' },
  Heading: { module: 'mdx/Heading.tsx', export: 'default', description: 'MDX <Heading>' },
} as const satisfies Record<string, OverridableComponent>;

export type OverridableName = keyof typeof OVERRIDABLE_COMPONENTS;

export const OVERRIDABLE_NAMES = Object.keys(OVERRIDABLE_COMPONENTS) as OverridableName[];

export function isOverridableName(name: string): name is OverridableName {
  return Object.prototype.hasOwnProperty.call(OVERRIDABLE_COMPONENTS, name);
}
