import { PhoneCall } from "lucide-react";
import { ExternalLink } from "#app/components/external-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { m } from "#shared/i18n/messages.ts";
import { useLanguage } from "#app/lib/use-language.ts";

export function HelpChoosing({ bookACallUrl }: { bookACallUrl: string }) {
  const locale = { locale: useLanguage() };
  return (
    // Not `below-the-fold`, unlike its neighbours: in a skipped part Chromium can give axe the link's
    // default style (blue on this green card), a false contrast failure in Lighthouse and the
    // accessibility spec (bench/notes/015-first-load-measurements.md, "On a quiet machine, and one section taken back").
    <section id="help-choosing" aria-labelledby="help-choosing-heading" className="py-16 md:py-20">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <div className="flex flex-col items-center gap-6 rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground md:px-12">
          <span className="flex size-14 items-center justify-center rounded-full bg-white/15">
            <PhoneCall aria-hidden="true" className="size-7" />
          </span>
          <h2 id="help-choosing-heading" className="text-3xl font-bold tracking-tight text-balance">
            {m.home_help_title({}, locale)}
          </h2>
          <p className="max-w-2xl text-lg leading-relaxed text-white/90">{m.home_help_text({}, locale)}</p>
          <Button asChild size="lg" variant="accent" className="bg-white text-primary hover:bg-white/90">
            <ExternalLink href={bookACallUrl}>{m.home_book_a_call({}, locale)}</ExternalLink>
          </Button>
        </div>
      </div>
    </section>
  );
}
