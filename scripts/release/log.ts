// The release tool's log: one JSON line per event on stdout, shaped like the
// server's pino lines (level, time, service, event, msg) so the same tools read
// both. Not pino itself: the tool runs from a build that has no node_modules
// yet (it installs them), so it may use nothing but Node's own modules.

const LEVELS = { info: 30, error: 50 } as const;

export type ReleaseLog = (
  level: keyof typeof LEVELS,
  event: string,
  fields: Record<string, unknown>,
  msg: string,
) => void;

export const jsonLinesLog: ReleaseLog = (level, event, fields, msg) => {
  const line = {
    level: LEVELS[level],
    time: Date.now(),
    service: "release",
    event,
    ...fields,
    msg,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
};

/** A mistake the operator can fix (a setting, a folder, a failed check): shown as one line, no stack. */
export class ReleaseError extends Error {}
