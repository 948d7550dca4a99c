import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/utils.ts";

const badgeVariants = cva("inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold", {
  variants: {
    variant: {
      default: "bg-primary-soft text-primary",
      accent: "bg-accent-soft text-accent",
      success: "bg-green-100 text-green-800",
      muted: "bg-muted text-muted-foreground",
      destructive: "bg-red-100 text-destructive",
      warning: "bg-amber-100 text-amber-900",
    },
  },
  defaultVariants: { variant: "default" },
});

export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
