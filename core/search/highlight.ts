/**
 * Highlighted values from the engine (or Algolia) are HTML with <mark> tags. This keeps exactly those tags and
 * escapes any other angle bracket, so a result can never inject markup.
 */
export function safeHighlight(value: string | undefined | null): string {
  return (value ?? '')
    .split(/(<mark>|<\/mark>)/)
    .map((piece) => (piece === '<mark>' || piece === '</mark>' ? piece : piece.replace(/</g, '&lt;').replace(/>/g, '&gt;')))
    .join('');
}
