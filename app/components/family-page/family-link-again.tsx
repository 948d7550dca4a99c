import { LostLinkForm } from "#app/components/booking-page/lost-link-form.tsx";
import { paths } from "#shared/paths.ts";
import { useLocalisedPath } from "#app/lib/use-localised-path.ts";

/**
 * Where the family page cannot open (an expired or used link, a page closed after its time): why, in
 * plain words, and the form that sends a new link, posted to the lost-link page.
 */
export function FamilyLinkAgain({ title, text }: { title: string; text: string }) {
  const lp = useLocalisedPath();
  return (
    <div className="bg-gradient-to-b from-primary-soft to-background">
      <div className="mx-auto max-w-xl px-4 py-12 sm:px-6 md:py-20">
        <div className="rounded-3xl border border-border bg-white p-6 shadow-sm md:p-10">
          <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
          <p className="mt-4 leading-relaxed text-muted-foreground">{text}</p>
          <div className="mt-6">
            <LostLinkForm action={lp(paths.bookingLinks)} />
          </div>
        </div>
      </div>
    </div>
  );
}
