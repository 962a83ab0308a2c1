/**
 * docsgen's own documentation, built by docsgen (`npm run docs`; `npm test` builds it with --strict). The three
 * reference pages are generated from the code by the remark plugin in plugins/references.ts, declared below like
 * any site's plugin.
 */
import { defineConfig } from 'docsgen';
import remarkDocsgenReferences from './plugins/references.js';

export default defineConfig({
  title: 'docsgen',
  tagline: 'Markdown docs in, a fast static site with offline search out.',
  url: 'https://docsgen.example',
  baseUrl: '/',
  favicon: 'img/logo.svg',
  logo: { alt: '', src: '/img/logo.svg' },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
  navbar: {
    items: [
      { type: 'doc', docId: 'getting-started/installation', label: 'Getting started', position: 'left' },
      { type: 'doc', docId: 'guides/writing-docs', label: 'Guides', position: 'left' },
      { type: 'doc', docId: 'reference/configuration', label: 'Reference', position: 'left' },
      { type: 'link', label: 'Release notes', href: '/blog', position: 'left' },
    ],
  },
  footer: {
    columns: [
      {
        title: 'Docs',
        items: [
          { label: 'Install and start a site', href: '/getting-started/installation' },
          { label: 'Deploy', href: '/getting-started/deploy' },
          { label: 'Migrate from Docusaurus', href: '/guides/migrate-from-docusaurus' },
        ],
      },
      {
        title: 'Reference',
        items: [
          { label: 'Configuration', href: '/reference/configuration' },
          { label: 'CLI', href: '/reference/cli' },
          { label: 'Diagnostics', href: '/reference/diagnostics' },
        ],
      },
    ],
    copyright: 'docsgen is MIT licensed. This site is built with docsgen.',
  },
  markdown: {
    beforeDefaultRemarkPlugins: [remarkDocsgenReferences],
  },
});
