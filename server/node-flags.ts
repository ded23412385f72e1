/**
 * V8 flags the server runs with, measured in docs/performance.md (memory):
 * - --liftoff-only: PGlite's 8 MB WebAssembly build compiled by the baseline
 *   compiler only. Optimising it took about 500 MB at start-up, for queries
 *   about 7 % faster, which a contact form does not need.
 * - --max-semi-space-size=8: V8 sizes its young generation by the machine's
 *   memory; on a large machine that grew the idle server by about 100 MB.
 * V8 reads both when the process starts; setting them later changes nothing.
 */
export const SERVER_NODE_FLAGS = ["--liftoff-only", "--max-semi-space-size=8"];
