/**
 * Whether the reader's connection leaves room for loading things before they are asked for (pages behind links,
 * the search dialog's code): not on 2g, not with data saver on. Reads the Network Information API where the
 * browser has one and assumes room where it has none. Decides only; it loads nothing.
 */

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}
