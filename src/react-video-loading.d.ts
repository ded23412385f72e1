import "react";

declare module "react" {
  /**
   * `loading` on video (HTML's lazy loading of media, in Chromium since 2025):
   * React passes it through, but its types do not list it yet.
   */
  interface VideoHTMLAttributes<T> {
    loading?: "eager" | "lazy";
  }
}
