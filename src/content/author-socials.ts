/**
 * A blog author's `socials` (Docusaurus 3.5's key, in authors.yml or inline): platform → a handle or a profile's
 * address, as links. A handle names a profile on the platforms Docusaurus knows (`github: slorber` is
 * https://github.com/slorber); any platform may be given a full `https://` address. Pure.
 */

/** A profile link as the theme draws it: the platform's shown name (`GitHub`, or `newsletter` as written) and its address. */
export interface AuthorSocial {
  label: string;
  href: string;
}

/** The platforms a handle is read for: their shown name and the profile address of a handle. */
const PLATFORMS: Readonly<Record<string, { label: string; profile: (handle: string) => string }>> = {
  x: { label: 'X', profile: (h) => `https://x.com/${h}` },
  twitter: { label: 'Twitter', profile: (h) => `https://twitter.com/${h}` },
  github: { label: 'GitHub', profile: (h) => `https://github.com/${h}` },
  linkedin: { label: 'LinkedIn', profile: (h) => `https://www.linkedin.com/in/${h}/` },
  stackoverflow: { label: 'Stack Overflow', profile: (h) => `https://stackoverflow.com/users/${h}` },
  bluesky: { label: 'Bluesky', profile: (h) => `https://bsky.app/profile/${h}` },
  instagram: { label: 'Instagram', profile: (h) => `https://www.instagram.com/${h}` },
  threads: { label: 'Threads', profile: (h) => `https://www.threads.net/@${h}` },
  mastodon: { label: 'Mastodon', profile: (h) => `https://mastodon.social/@${h}` },
  twitch: { label: 'Twitch', profile: (h) => `https://twitch.tv/${h}` },
  youtube: { label: 'YouTube', profile: (h) => `https://youtube.com/@${h}` },
};

export const HANDLE_PLATFORMS: readonly string[] = Object.keys(PLATFORMS);

/** The links of `socials`, in the order written, and the platforms whose value is neither a known handle nor an address. */
export function authorSocialLinks(socials: Readonly<Record<string, string>> | undefined): { links: AuthorSocial[]; unreadable: string[] } {
  const links: AuthorSocial[] = [];
  const unreadable: string[] = [];
  for (const [platform, written] of Object.entries(socials ?? {})) {
    const value = written.trim();
    const known = PLATFORMS[platform.toLowerCase()];
    const label = known?.label ?? platform;
    if (/^https?:\/\//i.test(value)) links.push({ label, href: value });
    else if (known && /^@?[\w.-]+$/.test(value)) links.push({ label, href: known.profile(value.replace(/^@/, '')) });
    else unreadable.push(platform);
  }
  return { links, unreadable };
}
