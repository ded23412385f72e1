/**
 * V8 flags the server runs with, measured in docs/performance.md (memory):
 * - --liftoff-only: PGlite's 8 MB WebAssembly build compiled by the baseline
 *   compiler only. Optimising it took about 500 MB at start-up, for queries
 *   about 7 % faster, which a contact form does not need.
 * - --max-semi-space-size=8: V8 sizes its young generation by the machine's
 *   memory; on a large machine that grew the idle server by about 100 MB.
 * - --initial-heap-size=16: V8 also sizes the old generation's first limit by the
 *   machine's memory; on a 24 GB machine a fresh start let its heap reach about
 *   190 MB of start-up garbage before the first full collection, and the freed
 *   pages stayed with the process (about 280 MB resident) until V8's memory
 *   reducer ran some 10 s later. With the hint it collects from 16 MB on, as it
 *   did before on the same machine: about 190 MB resident once started.
 * - --expose-gc: lets the server ask for the memory-reducing collection that
 *   V8's own reducer skips once traffic stops (server/idle-memory.ts): 374-417 MB
 *   resident 90 s after the probe's floods, about 215 MB with it.
 * V8 reads them when the process starts; setting them later changes nothing.
 */
export const SERVER_NODE_FLAGS = [
  "--liftoff-only",
  "--max-semi-space-size=8",
  "--initial-heap-size=16",
  "--expose-gc",
];
