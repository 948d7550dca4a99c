import { useEffect, useRef } from "react";
import { cn } from "#app/lib/utils.ts";

/** The answer to the family's last action on the page, announced and focused so it is not missed. */
export function ActionMessage({ ok, message }: { ok: boolean; message: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), [message]);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={ok ? "status" : "alert"}
      data-testid="booking-page-message"
      className={cn(
        "rounded-lg px-4 py-3 text-sm font-medium focus:outline-none",
        ok ? "bg-green-100 text-green-900" : "bg-red-100 text-destructive",
      )}
    >
      {message}
    </p>
  );
}
