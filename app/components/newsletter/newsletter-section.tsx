import { MailCheck } from "lucide-react";
import { m } from "#shared/i18n/messages.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { NewsletterForm, type NewsletterPostback } from "./newsletter-form.tsx";

export function NewsletterSection({ postback }: { postback?: NewsletterPostback }) {
  const locale = { locale: useLanguage() };
  return (
    <section
      id="newsletter"
      aria-labelledby="newsletter-heading"
      className="below-the-fold scroll-mt-20 pb-16 md:pb-20"
    >
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <div className="grid gap-8 rounded-3xl border border-border bg-primary-soft p-6 md:grid-cols-2 md:p-10">
          <div>
            <span className="flex size-12 items-center justify-center rounded-xl bg-white text-primary">
              <MailCheck aria-hidden="true" className="size-6" />
            </span>
            <h2 id="newsletter-heading" className="mt-4 text-2xl font-bold tracking-tight md:text-3xl">
              {m.newsletter_section_title({}, locale)}
            </h2>
            <p className="mt-3 leading-relaxed text-muted-foreground">
              {m.newsletter_section_text({}, locale)}
            </p>
          </div>
          <NewsletterForm postback={postback} />
        </div>
      </div>
    </section>
  );
}
