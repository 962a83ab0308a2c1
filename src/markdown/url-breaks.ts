/**
 * An address as the URL standard reads it: tabs and line breaks anywhere in it are dropped, so an HTML attribute
 * that breaks a long address over two lines leads where a browser follows it. Pure.
 */
export const withoutUrlBreaks = (url: string): string => (/[\t\n\r]/.test(url) ? url.replace(/[\t\n\r]/g, '') : url);
