/**
 * Times one step of a command into a record of step name → milliseconds. Measures only; never logs.
 */
export async function timed<T>(timings: Record<string, number>, name: string, work: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  timings[name] = Math.round(performance.now() - started);
  return result;
}
