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

/** The one row of a table with nothing to show: a sentence across every column. */
export function TableEmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <Td colSpan={colSpan} className="py-8 text-center text-muted-foreground">
        {children}
      </Td>
    </tr>
  );
}
