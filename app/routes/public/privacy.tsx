import type { ReactNode } from "react";
import { Link } from "react-router";
import { useSite } from "#app/root.tsx";
import { NODE, withNode } from "#app/lib/message-with-node.tsx";
import { pageMeta, pageTitle } from "#app/lib/seo.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { m } from "#shared/i18n/messages.ts";
import { pageLanguage } from "#shared/language.ts";
import { paths } from "#shared/paths.ts";
import type { Route } from "./+types/privacy";
import { useLocalisedPath } from "#app/lib/use-localised-path.ts";
import { localisedPath } from "#shared/localised-path.ts";

export function meta({ matches, location }: Route.MetaArgs) {
  const language = pageLanguage(location.pathname);
  const locale = { locale: language };
  return pageMeta({
    matches,
    path: localisedPath(language, paths.privacy),
    title: pageTitle(matches, m.privacy_meta_title({}, locale)),
    description: m.privacy_meta_description({}, locale),
  });
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-foreground/90">{children}</div>
    </section>
  );
}

/** A list item's text, asked with `{ label: NODE }`, with its label in bold where the message puts it. */
const labelled = (text: string, label: string) => withNode(text, <strong>{label}</strong>);

/** /privacy: the children's data rules in plain words (docs/product/childrens-data.md). */
export default function Privacy() {
  const { academyName, contactEmail } = useSite();
  const locale = { locale: useLanguage() };
  const lp = useLocalisedPath();
  const label = { label: NODE };
  const mail = (
    <a href={`mailto:${contactEmail}`} className="font-medium text-primary underline underline-offset-4">
      {contactEmail}
    </a>
  );
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold sm:text-4xl">{m.privacy_heading({}, locale)}</h1>
      <p className="mt-4 text-lg leading-relaxed text-foreground/80">{m.privacy_intro({}, locale)}</p>

      <Section id="what" title={m.privacy_what_title({}, locale)}>
        <ul className="list-disc space-y-2 pl-6">
          <li>{labelled(m.privacy_what_names(label, locale), m.privacy_what_names_label({}, locale))}</li>
          <li>
            {labelled(m.privacy_what_requests(label, locale), m.privacy_what_requests_label({}, locale))}
          </li>
          <li>{labelled(m.privacy_what_contact(label, locale), m.privacy_what_contact_label({}, locale))}</li>
          <li>{labelled(m.privacy_what_source(label, locale), m.privacy_what_source_label({}, locale))}</li>
          <li>{labelled(m.privacy_what_payment(label, locale), m.privacy_what_payment_label({}, locale))}</li>
        </ul>
        <p>{m.privacy_what_lists({}, locale)}</p>
      </Section>

      <Section id="who" title={m.privacy_who_title({}, locale)}>
        <ul className="list-disc space-y-2 pl-6">
          <li>{m.privacy_who_team({ academyName }, locale)}</li>
          <li>{m.privacy_who_coaches({}, locale)}</li>
          <li>{m.privacy_who_services({}, locale)}</li>
        </ul>
      </Section>

      <Section id="how-long" title={m.privacy_how_long_title({}, locale)}>
        <ul className="list-disc space-y-2 pl-6">
          <li>{labelled(m.privacy_keep_teen(label, locale), m.privacy_keep_teen_label({}, locale))}</li>
          <li>{labelled(m.privacy_keep_booking(label, locale), m.privacy_keep_booking_label({}, locale))}</li>
          <li>
            {labelled(m.privacy_keep_documents(label, locale), m.privacy_keep_documents_label({}, locale))}
          </li>
          <li>
            {labelled(m.privacy_keep_waitlist(label, locale), m.privacy_keep_waitlist_label({}, locale))}
          </li>
          <li>
            {labelled(
              m.privacy_keep_unconfirmed(label, locale),
              m.privacy_keep_unconfirmed_label({}, locale),
            )}
          </li>
          <li>
            {labelled(
              m.privacy_keep_unsubscribed(label, locale),
              m.privacy_keep_unsubscribed_label({}, locale),
            )}
          </li>
        </ul>
      </Section>

      <Section id="erase" title={m.privacy_erase_title({}, locale)}>
        <p>
          {withNode(
            m.privacy_erase_text({ link: NODE }, locale),
            <Link to={lp(paths.bookingLinks)} className="font-semibold text-primary underline">
              {m.privacy_erase_link({}, locale)}
            </Link>,
          )}
        </p>
        <p>{withNode(m.privacy_write_to_us({ email: NODE }, locale), mail)}</p>
        <p>{m.privacy_correct({}, locale)}</p>
      </Section>
    </article>
  );
}
