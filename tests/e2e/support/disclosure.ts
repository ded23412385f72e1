import type { Locator, Page } from "@playwright/test";

// A header group's control is a <details>' <summary>. HTML allows it no role,
// and browsers expose it as a button that expands and collapses (Chromium's
// accessibility tree: a disclosure triangle, "DisclosureTriangleGrouped" for
// the <details name> of one menu, which platforms announce as a button).
// Playwright computes roles itself and gives a summary none, so
// getByRole("button") misses it: these helpers find it by its accessible name,
// and read what assistive technology is given from Chromium's own tree.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The disclosure control in `scope` whose accessible name is `name`: its aria-label, or else its text. */
export function disclosureNamed(scope: Locator, name: string): Locator {
  const labelled = scope.locator("summary").and(scope.getByLabel(name, { exact: true }));
  const byText = scope
    .locator("summary:not([aria-label])")
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(name)}\\s*$`) });
  return labelled.or(byText);
}

/** A control as assistive technology meets it. */
export interface ExposedControl {
  /** "disclosure": a button that shows and hides what it controls. */
  role: "button" | "disclosure";
  name: string;
  expanded: boolean | undefined;
}

/** Chromium's roles for a summary, whatever its version calls them; and a plain button. */
const exposedRole = (chromiumRole: string): ExposedControl["role"] | undefined =>
  chromiumRole.startsWith("DisclosureTriangle")
    ? "disclosure"
    : chromiumRole === "button"
      ? "button"
      : undefined;

interface AXNode {
  nodeId: string;
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
  properties?: { name: string; value: { value: unknown } }[];
  childIds?: string[];
}

/**
 * The buttons and disclosure controls inside the navigation landmark named
 * `navigationName`, in order, as Chromium's accessibility tree gives them to a
 * screen reader.
 */
export async function controlsInNavigation(
  page: Page,
  navigationName: string,
): Promise<ExposedControl[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as { nodes: AXNode[] };
  await cdp.detach();
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const navigation = nodes.find(
    (node) =>
      !node.ignored && node.role?.value === "navigation" && node.name?.value === navigationName,
  );
  if (!navigation)
    throw new Error(`no navigation named ${navigationName} in the accessibility tree`);
  const controls: ExposedControl[] = [];
  const visit = (node: AXNode) => {
    const role = exposedRole(node.role?.value ?? "");
    if (!node.ignored && role) {
      const expanded = node.properties?.find((property) => property.name === "expanded");
      controls.push({
        role,
        name: node.name?.value ?? "",
        expanded: expanded === undefined ? undefined : Boolean(expanded.value.value),
      });
    }
    for (const id of node.childIds ?? []) {
      const child = byId.get(id);
      if (child) visit(child);
    }
  };
  visit(navigation);
  return controls;
}
