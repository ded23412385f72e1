import type { ContactInput } from "../../src/lib/contact-schema";

/** What the visitor wrote, as it is kept and sent on: a field left empty is null, not "". */
export function contactRecord(input: ContactInput) {
  const orNull = (value: string) => value || null;
  return {
    firstName: orNull(input.firstName),
    lastName: orNull(input.lastName),
    email: input.email,
    company: orNull(input.company),
    numberOfEmployees: orNull(input.numberOfEmployees),
    subject: orNull(input.subject),
    message: input.message,
  };
}
