/** For test setups whose parts exist once a `beforeAll` has run: the part, or an error saying where to read it. */
export function started<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is not started yet: read it inside a hook or a test`);
  return value;
}
