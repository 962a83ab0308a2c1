/**
 * The longest query a search box accepts: 64 characters, in the modal and on the /search page alike.
 * A module of its own because the /search page ships on first load: esbuild inlines this constant there, and
 * anything else placed in this file would move into the first-load chunks. It must hold nothing else and
 * import nothing.
 */
export const MAX_QUERY_LENGTH = 64;
