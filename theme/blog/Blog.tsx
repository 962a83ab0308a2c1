/**
 * The blog's parts, drawn at build time into a blog page's article: a post's header (title, date, reading time,
 * authors), list entries with their excerpts and "Read more", the list's newer/older links, the tags and authors
 * indexes and the archive. Read only the view they are given; no browser code, so they never need hydrating.
 */
import type { BlogAuthorView, BlogListEntry, BlogListView, BlogPageView, BlogPostView, BlogText } from '../../core/blog.js';
import { countText } from '../../core/blog.js';
import { Link, useHref } from '../components/Link.js';
import { TagLinks } from '../components/PageParts.js';
import type { SitePath } from '../../core/urls.js';

function AuthorPicture({ author }: { author: BlogAuthorView }) {
  const src = useHref((author.imageUrl ?? '') as SitePath);
  return author.imageUrl ? <img className="blog-author-image" src={src} alt="" width={40} height={40} loading="lazy" /> : null;
}

/**
 * An author's picture, name (linked to their page or site), title and profile links. On the authors index the name is an h2 and
 * the number of posts follows it (`count.text` read by screen readers, the bare number shown); on the author's own page
 * it is the page's h1, linked to their site only (as Docusaurus draws it, the name once).
 */
export function BlogAuthor({ author, heading, count }: { author: BlogAuthorView; heading?: 'page' | 'entry'; count?: { value: number; text: string } }) {
  const href = heading === 'page' ? (author.url as SitePath | undefined) : (author.page ?? (author.url as SitePath | undefined));
  const name = href ? <Link href={href}>{author.name}</Link> : author.name;
  return (
    <div className="blog-author">
      <AuthorPicture author={author} />
      <div>
        {heading === 'page' ? (
          <h1 className="blog-author-name blog-list-title">{name}</h1>
        ) : heading ? (
          <h2 className="blog-author-name">{name}</h2>
        ) : (
          <div className="blog-author-name">{name}</div>
        )}
        {count ? (
          <span className="blog-count">
            <span aria-hidden="true">{count.value}</span>
            <span className="visually-hidden">{count.text}</span>
          </span>
        ) : null}
        {author.title ? <small className="blog-author-title">{author.title}</small> : null}
        {author.socials?.length ? (
          <span className="blog-author-socials">
            {author.socials.map((social) => (
              <Link key={social.href} className="blog-author-social" href={social.href as SitePath}>
                {social.label}
              </Link>
            ))}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** Tags grouped by the upper-case first letter of their label, letters in order, as Docusaurus groups them. */
function byInitial<T extends { label: string }>(tags: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const tag of tags) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

/** Date and reading time, then the authors. `titleHref`: the title links to the post (in a list). */
export function BlogPostHeader({ post, text, titleHref, level }: { post: BlogPostView; text: BlogText; titleHref?: SitePath; level: 1 | 2 }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className="blog-post-header">
      <Heading className="blog-post-title">{titleHref ? <Link href={titleHref}>{post.title}</Link> : post.title}</Heading>
      <p className="blog-post-meta">
        <time dateTime={post.date}>{post.dateText}</time>
        {post.readingTime !== null ? (
          <>
            {' · '}
            <span>{countText(text.readingTime, post.readingTime)}</span>
          </>
        ) : null}
      </p>
      {post.authors.length ? (
        <div className="blog-authors">
          {post.authors.map((author, i) => (
            <BlogAuthor key={`${author.name}-${i}`} author={author} />
          ))}
        </div>
      ) : null}
    </header>
  );
}

function BlogEntry({ entry, text }: { entry: BlogListEntry; text: BlogText }) {
  const { post } = entry;
  return (
    <article className="blog-entry">
      <BlogPostHeader post={post} text={text} titleHref={post.href} level={2} />
      <div className="blog-entry-excerpt" dangerouslySetInnerHTML={{ __html: entry.excerptHtml }} />
      <footer className="blog-entry-footer">
        {post.tags.length ? <TagLinks tags={post.tags} className="blog-entry-tags" /> : null}
        {entry.truncated ? (
          <Link className="blog-read-more" href={post.href} aria-label={`${text.readMore}: ${post.title}`}>
            {text.readMore}
          </Link>
        ) : null}
      </footer>
    </article>
  );
}

export function BlogList({ title, list, text }: { title: string; list: BlogListView; text: BlogText }) {
  return (
    <>
      {list.author ? (
        <header className="blog-list-author">
          <BlogAuthor author={list.author} heading="page" />
        </header>
      ) : (
        <h1 className={list.heading ? 'blog-list-title' : 'blog-list-title visually-hidden'}>{list.heading ?? title}</h1>
      )}
      {list.description ? <p className="blog-list-description">{list.description}</p> : null}
      {list.allTags ? (
        <p>
          <Link href={list.allTags.href}>{list.allTags.label}</Link>
        </p>
      ) : null}
      {list.entries.map((entry) => (
        <BlogEntry key={entry.post.href} entry={entry} text={text} />
      ))}
      {list.newer || list.older ? (
        <nav className="pagination blog-list-pagination" aria-label={title}>
          {list.newer ? (
            <Link className="pagination-link pagination-prev" href={list.newer} rel="prev">
              <span className="pagination-title">{text.newerEntries}</span>
            </Link>
          ) : (
            <span />
          )}
          {list.older ? (
            <Link className="pagination-link pagination-next" href={list.older} rel="next">
              <span className="pagination-title">{text.olderEntries}</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

/** What a blog page's article shows before (or instead of) its Markdown body. */
export function BlogPageTop({ view }: { view: BlogPageView }) {
  switch (view.kind) {
    case 'post':
      return <BlogPostHeader post={view.post} text={view.text} level={1} />;
    case 'list':
      return <BlogList title={view.title} list={view.list} text={view.text} />;
    case 'tags':
      // Grouped under a heading per initial letter, as Docusaurus draws its tags page (`#P` leads to the P tags).
      return (
        <>
          <h1>{view.title}</h1>
          {byInitial(view.tags).map(([letter, tags]) => (
            <section key={letter} className="blog-tags-letter">
              <h2 id={letter}>{letter}</h2>
              <ul className="blog-tags-index">
                {tags.map((tag) => (
                  <li key={tag.href}>
                    <Link className="tag-link" href={tag.href}>
                      {tag.label} <span className="blog-count">{tag.count}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      );
    case 'authors':
      // Each author's name is a heading, followed by the number of posts and the title, as on Docusaurus' page.
      return (
        <>
          <h1>{view.title}</h1>
          <ul className="blog-authors-index">
            {view.authors.map(({ author, count }) => (
              <li key={author.page ?? author.name}>
                <BlogAuthor author={author} heading="entry" count={{ value: count, text: countText(view.text.postCount, count) }} />
              </li>
            ))}
          </ul>
        </>
      );
    case 'archive':
      return (
        <>
          <h1>{view.title}</h1>
          {view.years.map(({ year, posts }) => (
            <section key={year} className="blog-archive-year">
              <h2 id={`year-${year}`}>{year}</h2>
              <ul>
                {posts.map((post) => (
                  <li key={post.href}>
                    <Link href={post.href}>
                      <time dateTime={post.date}>{post.dayText}</time> - {post.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      );
  }
}
