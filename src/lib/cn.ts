import { type ClassValue, clsx } from "clsx";

/** Joins class names; variants are designed not to conflict, so no merge step is needed. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
