/**
 * The site's settings. `title` and `url` are all a site needs: pages come from docs/, files from static/ are
 * copied as they are, the sidebar follows the folders of docs/, and search works offline. The docsgen README
 * lists every other key (navbar, footer, colour mode, base URL for a sub-path, …).
 */
import { defineConfig } from 'docsgen';

export default defineConfig({
  title: '{{title}}',
  // Where the site will be published: canonical links and the sitemap use it.
  url: 'https://docs.example.com',
  favicon: 'favicon.svg',
});
