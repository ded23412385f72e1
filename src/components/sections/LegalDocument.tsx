import { Container } from "~/components/ui/Container";
import type {
  LastUpdatedCopy,
  LegalBlock,
  LegalDocumentCopy,
  LegalPart,
  LegalSection,
} from "./LegalDocument.schema";

export type { LastUpdatedCopy, LegalBlock, LegalDocumentCopy, LegalPart, LegalSection };

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "string") return <p>{block}</p>;
  if ("points" in block) {
    return (
      <ul className="list-disc space-y-2 pl-6 marker:text-brand-500">
        {block.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    );
  }
  return (
    <p>
      {block.lead}{" "}
      <a
        href={`mailto:${block.email}`}
        className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {block.email}
      </a>
      .
    </p>
  );
}

function Body({ blocks }: { blocks: readonly LegalBlock[] }) {
  return (
    <div className="space-y-4">
      {blocks.map((block) => (
        <Block key={typeof block === "string" ? block : JSON.stringify(block)} block={block} />
      ))}
    </div>
  );
}

/**
 * A legal text: its date, then one h2 per section and an h3 per part. The text is a
 * plain block under the hero's h1, not a section of its own: a section without a
 * heading is one a checker (the W3C's) and a screen reader's outline cannot name.
 */
export function LegalDocument({ lastUpdated, sections }: LegalDocumentCopy) {
  return (
    <div className="pb-16 sm:pb-24">
      <Container width="prose" className="text-base/7 text-ink sm:text-lg/8">
        <p className="font-semibold text-muted">
          {lastUpdated.prefix} <time dateTime={lastUpdated.iso}>{lastUpdated.label}</time>
        </p>
        {sections.map((section) => (
          <section key={section.title} className="mt-12">
            <h2 className="mb-4 text-2xl font-bold tracking-tight">{section.title}</h2>
            <Body blocks={section.body} />
            {section.parts?.map((part) => (
              <div key={part.title} className="mt-6">
                <h3 className="mb-3 text-lg font-semibold sm:text-xl">{part.title}</h3>
                <Body blocks={part.body} />
              </div>
            ))}
          </section>
        ))}
      </Container>
    </div>
  );
}
