/**
 * The blog's interface strings in the locales docsgen has built-in theme strings for (fr, de, es, ja, zh-Hans),
 * written for docsgen; a site's `code.json` still overrides each by its Docusaurus id. Build time only: the blog's
 * words are drawn into its pages, so the browser never loads this table. Data and one lookup; no Node, no DOM.
 */
import type { BlogText } from './blog.js';
import { builtInText } from './i18n/built-in.js';

const BLOG_LOCALES: Readonly<Record<string, BlogText>> = {
  fr: {
    readingTime: 'Lecture : 1 min|Lecture : {count} min',
    readMore: 'Lire la suite',
    newerPost: 'Billet plus récent',
    olderPost: 'Billet plus ancien',
    newerEntries: 'Billets plus récents',
    olderEntries: 'Billets plus anciens',
    tags: 'Étiquettes',
    allTags: 'Toutes les étiquettes',
    authors: 'Auteurs',
    archive: 'Archives',
    postCount: 'Un billet|{count} billets',
    tagTitle: "{nPosts} avec l'étiquette « {tagName} »",
  },
  de: {
    readingTime: 'Lesezeit: 1 Min.|Lesezeit: {count} Min.',
    readMore: 'Weiterlesen',
    newerPost: 'Neuerer Beitrag',
    olderPost: 'Älterer Beitrag',
    newerEntries: 'Neuere Beiträge',
    olderEntries: 'Ältere Beiträge',
    tags: 'Schlagwörter',
    allTags: 'Alle Schlagwörter',
    authors: 'Autoren',
    archive: 'Archiv',
    postCount: 'Ein Beitrag|{count} Beiträge',
    tagTitle: '{nPosts} mit dem Schlagwort „{tagName}“',
  },
  es: {
    readingTime: 'Lectura de 1 min|Lectura de {count} min',
    readMore: 'Seguir leyendo',
    newerPost: 'Entrada más reciente',
    olderPost: 'Entrada anterior',
    newerEntries: 'Entradas más recientes',
    olderEntries: 'Entradas anteriores',
    tags: 'Etiquetas',
    allTags: 'Todas las etiquetas',
    authors: 'Autores',
    archive: 'Archivo',
    postCount: 'Una entrada|{count} entradas',
    tagTitle: '{nPosts} con la etiqueta «{tagName}»',
  },
  ja: {
    readingTime: '読了時間 1 分|読了時間 {count} 分',
    readMore: '続きを読む',
    newerPost: '新しい記事',
    olderPost: '古い記事',
    newerEntries: '新しい記事へ',
    olderEntries: '古い記事へ',
    tags: 'タグ',
    allTags: 'タグ一覧',
    authors: '著者',
    archive: 'アーカイブ',
    postCount: '1 件の記事|{count} 件の記事',
    tagTitle: '「{tagName}」タグの{nPosts}',
  },
  'zh-Hans': {
    readingTime: '阅读约需 1 分钟|阅读约需 {count} 分钟',
    readMore: '阅读全文',
    newerPost: '较新的文章',
    olderPost: '较早的文章',
    newerEntries: '更新的文章',
    olderEntries: '更早的文章',
    tags: '标签',
    allTags: '所有标签',
    authors: '作者',
    archive: '归档',
    postCount: '1 篇文章|{count} 篇文章',
    tagTitle: '带有「{tagName}」标签的{nPosts}',
  },
};

/** The blog's strings for `locale` (picked as the theme's are: `fr-CA` → fr), or null for English and unknown locales. */
export function builtInBlogText(locale: string): BlogText | null {
  const code = builtInText(locale)?.code;
  return (code && BLOG_LOCALES[code]) || null;
}
