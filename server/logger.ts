import pino from "pino";

/** One JSON line per event. Never log message bodies or other free text a visitor typed. */
export function createLogger(level: string) {
  return pino({ level, base: { service: "site" } });
}

export type Logger = ReturnType<typeof createLogger>;
