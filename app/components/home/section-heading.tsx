import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

/** The eyebrow, heading and lead paragraph that open every home section. */
export function SectionHeading(props: {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("mx-auto max-w-2xl text-center", props.className)}>
      {props.eyebrow && (
        <p className="text-sm font-semibold uppercase tracking-wide text-[#b8432a]">{props.eyebrow}</p>
      )}
      <h2 id={props.id} className="mt-2 text-3xl font-bold tracking-tight text-balance md:text-4xl">
        {props.title}
      </h2>
      {props.children && (
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{props.children}</p>
      )}
    </div>
  );
}
