import { MailCheck } from "lucide-react";
import { NewsletterForm, type NewsletterPostback } from "./newsletter-form.tsx";

export function NewsletterSection({ postback }: { postback?: NewsletterPostback }) {
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
              Tips for raising confident teens
            </h2>
            <p className="mt-3 leading-relaxed text-muted-foreground">
              Join our newsletter for practical ideas you can try at home, new workshop dates before anyone
              else, and free resources from our coaches. About twice a month, never spam.
            </p>
          </div>
          <NewsletterForm postback={postback} />
        </div>
      </div>
    </section>
  );
}
