import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** Content widths: the page grid, a centred column, and a line length made for reading. */
const widths = {
  wide: "max-w-7xl",
  narrow: "max-w-4xl",
  // About 70 characters of Inter a line at 18 px (36rem of text; the box's padding added).
  prose: "max-w-[38rem] sm:max-w-[39rem] lg:max-w-[40rem]",
} as const;

export function Container({
  className,
  width = "wide",
  ...props
}: ComponentProps<"div"> & { width?: keyof typeof widths }) {
  return (
    <div
      className={cn("mx-auto w-full px-4 sm:px-6 lg:px-8", widths[width], className)}
      {...props}
    />
  );
}
