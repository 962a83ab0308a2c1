/**
 * Versioned sidebars files as early Docusaurus 2 wrote them: every sidebar name and doc id carries the version's
 * prefix (`version-2.x/serverSidebar`, `version-2.x/server-api`), which Docusaurus 2 reads as the name and id
 * without it. Gives such a file as the current layout has it: names, doc ids (item strings, `doc` items and
 * category links) and the text that diagnostics find lines in, without the prefix. Pure; a file without the
 * prefix comes back as it was.
 */
import type { SidebarItemConfig } from '../config/schema.js';
import type { SidebarsFile } from './sidebars-file.js';

export function withoutLegacyVersionPrefix(file: SidebarsFile, versionName: string): SidebarsFile {
  const prefix = `version-${versionName}/`;
  if (!file.source.includes(prefix)) return file;
  const strip = (id: string) => (id.startsWith(prefix) ? id.slice(prefix.length) : id);
  const item = (entry: SidebarItemConfig): SidebarItemConfig => {
    if (typeof entry === 'string') return strip(entry);
    if (entry.type === 'doc') return { ...entry, id: strip(entry.id) };
    if (entry.type !== 'category') return entry;
    const link = entry.link?.type === 'doc' ? { link: { ...entry.link, id: strip(entry.link.id) } } : {};
    return { ...entry, ...link, items: entry.items.map(item) };
  };
  return {
    file: file.file,
    // Lines are found by quoted values: the text without the prefix finds the unprefixed ids where they are written.
    source: file.source.replaceAll(`"${prefix}`, '"').replaceAll(`'${prefix}`, "'"),
    sidebars: Object.fromEntries(Object.entries(file.sidebars).map(([name, items]) => [strip(name), items.map(item)])),
  };
}
