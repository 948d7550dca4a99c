import type { ComponentProps, ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

/** A data table that scrolls sideways on a narrow screen instead of overflowing the page. */
export function Table({ className, ...props }: ComponentProps<"table">) {
  return (
    <div className="w-full overflow-x-auto rounded-xl border border-border bg-white">
      <table className={cn("w-full border-collapse text-left text-sm", className)} {...props} />
    </div>
  );
}

export function Th({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      scope="col"
      className={cn(
        "border-b border-border bg-muted/60 px-3 py-2.5 text-xs font-semibold whitespace-nowrap text-muted-foreground uppercase",
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("border-b border-border/70 px-3 py-2.5 align-top", className)} {...props} />;
}

/**
 * The Actions column stays pinned to the table's right edge while the other columns scroll
 * sideways on a phone, so its buttons are always in view.
 */
export const stickyActions = {
  head: "sticky right-0 z-10 bg-muted text-right shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.2)]",
  cell: "sticky right-0 z-10 bg-white text-right whitespace-nowrap shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.2)]",
} as const;

/** The one row of a table with nothing to show: a sentence across every column. */
export function TableEmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <Td colSpan={colSpan} className="py-8 text-left text-muted-foreground sm:text-center">
        {children}
      </Td>
    </tr>
  );
}
