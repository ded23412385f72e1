import { describe, expect, it } from "vitest";
import { inlineScript } from "./inline-script";

declare global {
  var ranInOrder: string[] | undefined;
}

function first(): void {
  const steps = ["first"];
  globalThis.ranInOrder = steps;
}

function second(): void {
  if (globalThis.ranInOrder) {
    globalThis.ranInOrder.push("second");
  }
}

describe("inlineScript", () => {
  it("runs each function in turn, from one line of source", () => {
    const source = inlineScript(first, second);
    expect(source).not.toContain("\n");
    new Function(source)();
    expect(globalThis.ranInOrder).toEqual(["first", "second"]);
  });
});
