import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const badgeVariants = cva("inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold", {
  variants: {
    variant: {
      brand: "bg-brand-100 text-brand-700",
      accent: "bg-accent-100 text-accent-700",
      inverse: "bg-white/15 text-white",
    },
  },
  defaultVariants: { variant: "brand" },
});

export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
