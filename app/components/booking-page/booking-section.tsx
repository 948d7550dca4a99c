import type { ReactNode } from "react";

/** One section of the booking page: a titled card, its heading named for screen readers' landmarks. */
export function BookingSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-border bg-white p-5 shadow-sm md:p-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {title}
      </h2>
      <div className="mt-3 flex flex-col gap-3 text-sm leading-relaxed">{children}</div>
    </section>
  );
}
