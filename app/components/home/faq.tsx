import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { m } from "#shared/i18n/messages.ts";
import { NODE, withNode } from "#app/lib/message-with-node.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import { faqEntries } from "./home-data.ts";
import { SectionHeading } from "./section-heading.tsx";

/**
 * An accordion of disclosure buttons (WAI-ARIA accordion pattern). Answers
 * stay in the HTML for search engines, and are all shown when JavaScript is off.
 */
export function Faq({ contactEmail }: { contactEmail: string }) {
  const language = useLanguage();
  const locale = { locale: language };
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <section id="faq" aria-labelledby="faq-heading" className="below-the-fold py-16 md:py-20">
      <noscript>
        <style>{".faq-answer{display:block!important}"}</style>
      </noscript>
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading
          id="faq-heading"
          eyebrow={m.home_faq_eyebrow({}, locale)}
          title={m.home_faq_title({}, locale)}
        >
          {withNode(
            m.home_faq_lead({ email: NODE }, locale),
            <a
              href={`mailto:${contactEmail}`}
              className="font-semibold text-primary underline underline-offset-4"
            >
              {contactEmail}
            </a>,
          )}
        </SectionHeading>
        <div className="mt-10 divide-y divide-border rounded-2xl border border-border bg-white">
          {faqEntries(language).map((entry, index) => {
            const isOpen = open.has(index);
            const buttonId = `${baseId}-q${index}`;
            const panelId = `${baseId}-a${index}`;
            return (
              <div key={entry.question}>
                <h3>
                  <button
                    type="button"
                    id={buttonId}
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => toggle(index)}
                    className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-muted/60 focus-visible:-outline-offset-2"
                  >
                    {entry.question}
                    <ChevronDown
                      aria-hidden="true"
                      className={`size-5 shrink-0 text-primary transition-transform motion-reduce:transition-none ${isOpen ? "rotate-180" : ""}`}
                    />
                  </button>
                </h3>
                <div
                  id={panelId}
                  className={`faq-answer px-5 pb-5 leading-relaxed text-muted-foreground ${isOpen ? "" : "hidden"}`}
                >
                  {entry.answer}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
