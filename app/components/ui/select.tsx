import type { ComponentProps } from "react";
import { cn } from "#app/lib/utils.ts";

/** A native select, styled like the inputs (works before JavaScript and with every screen reader). */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "flex h-11 w-full rounded-lg border border-border bg-white px-3 py-2 text-base focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:opacity-60 aria-invalid:border-destructive md:text-sm",
        className,
      )}
      {...props}
    />
  );
}
