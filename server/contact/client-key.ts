import { createHash } from "node:crypto";
import { isIPv6 } from "node:net";

/**
 * The rate-limit key of a client address. An IPv6 client usually owns a whole /64,
 * so it counts as one client; IPv4-mapped addresses count as their IPv4 address.
 * The address is hashed: the counters table holds no readable addresses.
 */
export function clientKey(ip: string | undefined): string {
  return createHash("sha256")
    .update(networkOf(ip ?? "unknown"))
    .digest("base64url")
    .slice(0, 22);
}

export function networkOf(ip: string): string {
  const mapped = ip.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(":")}::/64`;
}

function expandIPv6(ip: string): string[] {
  const [head = "", tail = ""] = ip.toLowerCase().split("%")[0]?.split("::") ?? [];
  const left = head ? head.split(":") : [];
  const right = ip.includes("::") && tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill("0"), ...right].map((group) =>
    group.padStart(4, "0"),
  );
}
