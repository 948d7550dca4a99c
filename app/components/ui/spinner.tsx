import { LoaderCircle } from "lucide-react";
import { cn } from "#app/lib/utils.ts";

/** An accessible loading indicator: announced once to screen readers through its label. */
export function Spinner({ label = "Loading...", className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn("inline-flex items-center gap-2 text-muted-foreground", className)}>
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin motion-reduce:animate-none" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
