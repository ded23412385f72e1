import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { LegalBlock } from "~/components/sections/LegalDocument";
import { RETENTION_DAYS } from "../../server/contact/retention";
import { contactSubmissions } from "../../server/db/schema";
import { privacyCopy } from "./privacy-policy";

function text(blocks: readonly LegalBlock[]): string {
  return blocks
    .map((block) =>
      typeof block === "string" ? block : "points" in block ? block.points.join(" ") : block.lead,
    )
    .join(" ");
}

function partText(title: string): string {
  const part = privacyCopy.en.document.sections
    .flatMap((section) => section.parts ?? [])
    .find((p) => p.title === title);
  if (!part) throw new Error(`No part titled "${title}"`);
  return text(part.body);
}

/** How the policy names each stored column; a new column needs a line here and in the policy. */
const columnWording: Record<string, string | null> = {
  id: null,
  first_name: "first name",
  last_name: "last name",
  email: "email address",
  company: "company",
  number_of_employees: "number of employees",
  subject: "subject",
  message: "message",
  created_at: "time of submission",
};

describe("the privacy policy's account of the contact form", () => {
  it("names every column the server stores for a submission", () => {
    const columns = Object.values(getTableColumns(contactSubmissions)).map((column) => column.name);
    expect(columns.sort()).toEqual(Object.keys(columnWording).sort());
    const stored = partText("When you use the contact form on this website");
    for (const wording of Object.values(columnWording)) {
      if (wording) expect(stored).toContain(wording);
    }
  });

  it("states the retention period the server applies", () => {
    expect(partText("How long we keep contact messages")).toContain(`${RETENTION_DAYS} days`);
  });
});
