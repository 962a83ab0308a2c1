/**
 * The site's settings. `title` and `url` are all a site needs: pages come from docs/, files from static/ are
 * copied as they are, the sidebar follows the folders of docs/, and search works offline. The rest makes the
 * site look finished: a navbar, a footer, and light or dark colours as the reader's system prefers. The docsgen
 * README lists every other key (announcement bar, base URL for a sub-path, brand colours, …).
 */
import { defineConfig } from 'docsgen';

const title = '{{title}}';
/** A placeholder: your repository's address, which the navbar and the footer link to. */
const repository = 'https://github.com/your-org/your-docs';

export default defineConfig({
  title,
  // Where the site will be published: canonical links and the sitemap use it.
  url: 'https://docs.example.com',
  favicon: 'favicon.svg',
  logo: { src: 'favicon.svg' },
  navbar: {
    items: [
      { type: 'doc', docId: 'getting-started', label: 'Docs', position: 'left' },
      { type: 'link', label: 'GitHub', href: repository, icon: 'github', position: 'right' },
    ],
  },
  footer: {
    columns: [
      {
        title: 'Docs',
        items: [
          { label: 'Getting started', href: '/getting-started' },
          { label: 'Write a page', href: '/writing-pages' },
          { label: 'Publish the site', href: '/guides/publish' },
        ],
      },
      {
        title: 'Project',
        items: [
          { label: 'GitHub', href: repository },
          { label: 'Report a problem', href: `${repository}/issues` },
        ],
      },
    ],
    copyright: `Copyright © ${new Date().getFullYear()} ${title}`,
  },
  // Light or dark as the reader's system is set; the navbar's switch cycles light, dark and system.
  colorMode: { respectPrefersColorScheme: true },
});
