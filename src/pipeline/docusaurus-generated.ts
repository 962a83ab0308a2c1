/**
 * What a Docusaurus site's code reads from `.docusaurus/` (`@generated/…`), the folder Docusaurus writes while it
 * builds: landing pages import the blog's recent posts from
 * `docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json` to list them. docsgen writes no such
 * folder; this module gives that one file's data from docsgen's own blog plan, as an esbuild plugin of the site's
 * component bundle, and names any other file of the folder as one docsgen does not make. Writes no file.
 */
import type { Plugin } from 'esbuild';
import { withBase } from '../../core/urls.js';
import { GENERATED_IMPORT, generatedFileOf } from '../markdown/mdx/modules.js';
import type { BlogSummary } from './blog-plan.js';

/** The one file of Docusaurus' generated folder docsgen gives: the blog sidebar's data of the default blog. */
export const GENERATED_BLOG_LIST = 'docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json';

/** Docusaurus' blog sidebar data (`BlogSidebar`): the title, and the newest posts up to `blogSidebarCount`. */
export interface BlogListProp {
  title: string;
  items: { title: string; permalink: string; unlisted: boolean; date: string }[];
}

/**
 * The blog list file's data for the site's default-locale blog, or null without a blog. Unlisted posts are left
 * out (Docusaurus lists them, marked, for its sidebar to hide): a landing page that lists the items shows only
 * posts meant to be listed.
 */
export function blogListProp(blog: BlogSummary | undefined, baseUrl: string): BlogListProp | null {
  if (!blog) return null;
  const count = blog.options.blogSidebarCount === 'ALL' ? blog.posts.length : blog.options.blogSidebarCount;
  return {
    title: blog.options.blogSidebarTitle,
    items: blog.posts.slice(0, count).map((post) => ({
      title: post.title,
      permalink: withBase(baseUrl, post.href),
      unlisted: false,
      date: new Date(post.date).toISOString(),
    })),
  };
}

const NAMESPACE = 'docusaurus-generated';

/** Resolves imports of the generated folder: the blog list to its data, any other file to an error that says why. */
export function docusaurusGenerated(blogList: BlogListProp | null): Plugin {
  return {
    name: 'docsgen-docusaurus-generated',
    setup(build) {
      build.onResolve({ filter: GENERATED_IMPORT }, (args) => {
        const file = generatedFileOf(args.path);
        if (file === GENERATED_BLOG_LIST && blogList) return { path: file, namespace: NAMESPACE };
        // On a site with a blog, the one file docsgen gives is worth naming; on one without, the way out is.
        const given = blogList
          ? `and gives only ${GENERATED_BLOG_LIST} (the blog's recent posts)`
          : 'of its own: keep the data the component reads in a file of the site, and import that';
        return {
          errors: [{ text: `${args.path} is a file of .docusaurus/, which Docusaurus writes while it builds; docsgen writes no such folder ${given}.` }],
        };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => ({ contents: JSON.stringify(blogList), loader: 'json' }));
    },
  };
}
