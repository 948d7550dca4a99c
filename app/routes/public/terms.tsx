import { data, Link, useLocation } from "react-router";
import { LegalSectionView, Sentence } from "#app/components/legal/legal-text.tsx";
import { NotFoundView } from "#app/components/not-found-view.tsx";
import { notFoundMeta, pageMeta, pageTitle } from "#app/lib/seo.ts";
import { m } from "#shared/i18n/messages.ts";
import { pageLanguage, type Language } from "#shared/language.ts";
import { LINK_SLOT, legalPaths, termsSections } from "#shared/legal-texts.ts";
import {
  isTermsVersion,
  TERMS_VERSION,
  TERMS_VERSIONS,
  termsVersionDate,
  termsVersionEnd,
  type TermsVersion,
} from "#shared/terms-version.ts";
import { sellerDetails } from "#server/legal/seller-details.server.ts";
import type { Route } from "./+types/terms";

/** /terms shows the version in force; /terms/{version} any published one, for good. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const version = params.version ?? TERMS_VERSION;
  if (!isTermsVersion(version)) {
    context.services.logger.warn({ path: new URL(request.url).pathname }, "404: page not found");
    throw data(null, { status: 404 });
  }
  return {
    version,
    atVersionAddress: params.version !== undefined,
    seller: sellerDetails(context.services.config),
  };
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const language = pageLanguage(location.pathname);
  if (!loaderData) return notFoundMeta(matches, language);
  const locale = { locale: language };
  const paths = legalPaths(language);
  // The version in force is indexed at /terms; its permanent address says the same words.
  const current = loaderData.version === TERMS_VERSION;
  return pageMeta({
    matches,
    path: current ? paths.terms : paths.termsVersion(loaderData.version),
    title: pageTitle(matches, m.terms_meta_title({}, locale)),
    description: m.terms_meta_description({}, locale),
    type: "article",
  });
}

const otherLanguage = (language: Language): Language => (language === "fr" ? "en" : "fr");
const linkClass = "font-medium text-primary underline underline-offset-4";

function VersionNote({ version, language }: { version: TermsVersion; language: Language }) {
  const locale = { locale: language };
  const paths = legalPaths(language);
  const end = termsVersionEnd(version);
  const date = (value: TermsVersion) => termsVersionDate(value, language);
  if (end)
    return (
      <Sentence
        sentence={{
          text: m.terms_earlier({ from: date(version), to: date(end), link: LINK_SLOT }, locale),
          link: { href: paths.terms, label: m.terms_earlier_link({}, locale) },
        }}
      />
    );
  return <>{m.terms_in_force({ date: date(version) }, locale)}</>;
}

/** /terms, /fr/terms and their versions: the terms of sale (docs/product/legal.md#terms-of-sale). */
export default function Terms({ loaderData }: Route.ComponentProps) {
  const language = pageLanguage(useLocation().pathname);
  const locale = { locale: language };
  const { version, atVersionAddress, seller } = loaderData;
  const paths = legalPaths(language);
  const other = otherLanguage(language);
  const sections = termsSections(seller, language, version);
  const permanent = paths.termsVersion(version);
  const earlier = TERMS_VERSIONS.filter((published) => published !== version);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <p className="text-sm">
        <Link
          to={atVersionAddress ? legalPaths(other).termsVersion(version) : legalPaths(other).terms}
          hrefLang={other}
          lang={other}
          className={linkClass}
        >
          {m.terms_other_language({}, locale)}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{m.terms_title({}, locale)}</h1>
      <div className="mt-4 rounded-xl border border-border bg-muted/50 px-4 py-3 text-sm leading-relaxed">
        <p className="font-semibold">
          {m.terms_version({ date: termsVersionDate(version, language) }, locale)}
        </p>
        <p className="mt-1 text-foreground/80">
          <VersionNote version={version} language={language} />
        </p>
        <p className="mt-1 text-foreground/80">
          <Sentence
            sentence={{
              text: m.terms_permanent({ link: LINK_SLOT }, locale),
              link: { href: permanent, label: permanent },
            }}
          />
        </p>
      </div>
      <nav aria-labelledby="terms-contents" className="mt-8">
        <h2 id="terms-contents" className="text-lg font-semibold">
          {m.terms_contents({}, locale)}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-6 text-foreground/90">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={linkClass}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <LegalSectionView key={section.id} section={section} number={index + 1} />
      ))}
      {earlier.length > 0 && (
        <section aria-labelledby="terms-versions" className="mt-10">
          <h2 id="terms-versions" className="text-xl font-bold sm:text-2xl">
            {m.terms_versions_title({}, locale)}
          </h2>
          <ul className="mt-4 list-disc space-y-1 pl-6">
            {earlier.map((published) => (
              <li key={published}>
                <Link to={paths.termsVersion(published)} className={linkClass}>
                  {m.terms_version({ date: termsVersionDate(published, language) }, locale)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

export function ErrorBoundary() {
  return <NotFoundView />;
}
