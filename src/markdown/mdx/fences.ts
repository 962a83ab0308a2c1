/**
 * Fenced code blocks in a line scan: a tracker fed every line in order that says whether the line belongs to a
 * fenced block (its opening and closing lines included), so text rewrites and scans can leave code alone. Pure.
 */

/**
 * A fence line: its run of backticks or tildes, and what follows (an info string, or nothing on a closing line). Inside a list item a fence is indented by the item's own indentation (`1. ` and up to three spaces
 * more, at each level of nesting), so any indentation up to that of a few nested lists counts: babel's docs open a
 * fence with four spaces inside an item, which a scan counting three at most read as text, and all that followed as
 * code. A fence inside an indented code block is taken too, which only keeps more lines as code.
 */
export const FENCE = /^[ \t]{0,16}(`{3,}|~{3,})([^\n]*)/;

/** Whether `line` closes a fence opened with `opening` (its run of backticks or tildes): the same mark, as many or more, nothing after. */
export function closesFence(line: string, opening: string): boolean {
  const fence = FENCE.exec(line);
  return !!fence && fence[1]![0] === opening[0] && fence[1]!.length >= opening.length && fence[2]!.trim() === '';
}

/** `inCode(line, canOpen)`: whether `line` is code; `canOpen: false` where a fence cannot start (inside a comment). */
export function fenceTracker(): (line: string, canOpen?: boolean) => boolean {
  let fence: string | null = null;
  return (line, canOpen = true) => {
    if (fence) {
      if (closesFence(line, fence)) fence = null;
      return true;
    }
    const open = canOpen && FENCE.exec(line);
    if (open) {
      fence = open[1]!;
      return true;
    }
    return false;
  };
}
