import { LoaderCircle } from "lucide-react";
import { m } from "#shared/i18n/messages.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { cn } from "#app/lib/utils.ts";

/**
 * An accessible loading indicator: announced once to screen readers through its label ('Loading...'
 * in the page's language unless given).
 */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  const language = useLanguage();
  return (
    <span role="status" className={cn("inline-flex items-center gap-2 text-muted-foreground", className)}>
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin motion-reduce:animate-none" />
      <span className="sr-only">{label ?? m.ui_loading({}, { locale: language })}</span>
    </span>
  );
}
