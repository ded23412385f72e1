import { robotsTxt } from "~/lib/crawlers";
import { site } from "~/site.config";

export function GET() {
  return new Response(robotsTxt(site.url), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
