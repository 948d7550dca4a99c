import { Link, useLocation } from "react-router";
import { LegalAnchor, Sentence } from "#app/components/legal/legal-text.tsx";
import { pageMeta, pageTitle } from "#app/lib/seo.ts";
import { m } from "#shared/i18n/messages.ts";
import { pageLanguage, type Language } from "#shared/language.ts";
import { legalNoticeTexts, legalPaths } from "#shared/legal-texts.ts";
import { sellerDetails } from "#server/legal/seller-details.server.ts";
import type { Route } from "./+types/legal";

export function loader({ context }: Route.LoaderArgs) {
  return { seller: sellerDetails(context.services.config) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const language = pageLanguage(location.pathname);
  const locale = { locale: language };
  return pageMeta({
    matches,
    path: legalPaths(language).legal,
    title: pageTitle(matches, m.legal_meta_title({}, locale)),
    description: m.legal_meta_description({}, locale),
  });
}

const otherLanguage = (language: Language): Language => (language === "fr" ? "en" : "fr");

/** /legal and /fr/legal: the legal notice (docs/product/legal.md#legal-notice). */
export default function LegalNotice({ loaderData }: Route.ComponentProps) {
  const language = pageLanguage(useLocation().pathname);
  const locale = { locale: language };
  const notice = legalNoticeTexts(loaderData.seller, language);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <p className="text-sm">
        <Link
          to={legalPaths(otherLanguage(language)).legal}
          hrefLang={otherLanguage(language)}
          lang={otherLanguage(language)}
          className="font-medium text-primary underline underline-offset-4"
        >
          {m.legal_other_language({}, locale)}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{notice.title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-foreground/80">{notice.intro}</p>
      {notice.groups.map((group) => (
        <section key={group.id} aria-labelledby={`legal-${group.id}`} className="mt-10">
          <h2 id={`legal-${group.id}`} className="text-xl font-bold sm:text-2xl">
            {group.title}
          </h2>
          <dl className="mt-4 divide-y divide-border rounded-xl border border-border">
            {group.rows.map((row) => (
              <div key={row.label} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
                <dt className="text-sm font-semibold text-muted-foreground sm:text-base">{row.label}</dt>
                <dd className="leading-relaxed [overflow-wrap:anywhere]">
                  {row.link ? <LegalAnchor link={row.link} /> : row.value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <p className="mt-10 leading-relaxed">
        <Sentence sentence={notice.seeAlso} />
      </p>
    </article>
  );
}
