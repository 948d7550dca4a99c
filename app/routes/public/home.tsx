import { data } from "react-router";
import { Coaches } from "#app/components/home/coaches.tsx";
import { EmailConfirmedBanner, emailConfirmedNotice } from "#app/components/home/email-confirmed-notice.tsx";
import { Faq } from "#app/components/home/faq.tsx";
import { GroupCoaching } from "#app/components/home/group-coaching.tsx";
import { HelpChoosing } from "#app/components/home/help-choosing.tsx";
import { Hero } from "#app/components/home/hero.tsx";
import { faqEntries } from "#app/components/home/home-data.ts";
import { ParentChallenges } from "#app/components/home/parent-challenges.tsx";
import { Testimonials } from "#app/components/home/testimonials.tsx";
import { WorkshopsOverview } from "#app/components/home/workshops-overview.tsx";
import { NewsletterSection } from "#app/components/newsletter/newsletter-section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { m } from "#shared/i18n/messages.ts";
import { pageLanguage, requestLanguage } from "#shared/language.ts";
import { localisedPath } from "#shared/localised-path.ts";
import { newsletterFormValues } from "#shared/newsletter-text.ts";
import { paths } from "#shared/paths.ts";
import { pageMeta, pageTitle } from "#app/lib/seo.ts";
import { useSite } from "#app/root.tsx";
import { loadHomeContent } from "#server/content/home-content.server.ts";
import { publishedReviews } from "#server/reviews/published-reviews.server.ts";
import { newsletterAnswerOf } from "#shared/newsletter-answer.ts";
import { signUpForNewsletter } from "#server/newsletter/signup.server.ts";
import { faqJsonLd, jsonLdGraph, organizationJsonLd } from "#server/seo/json-ld.server.ts";
import { listPublicWorkshopStarts } from "#server/workshops/catalogue.server.ts";
import { startLabel } from "#server/workshops/start-label.server.ts";
import { HYDRATE_ON_INTERACTION } from "#app/lib/hydration-mode.ts";
import type { Route } from "./+types/home";

// Hydrated on the first interaction: the page works as sent until then (app/lib/deferred-hydration.ts).
export const handle = HYDRATE_ON_INTERACTION;

export function meta({ matches, location }: Route.MetaArgs) {
  const language = pageLanguage(location.pathname);
  const pageLocale = { locale: language };
  return pageMeta({
    matches,
    path: localisedPath(language, paths.home),
    title: pageTitle(matches, m.home_meta_title({}, pageLocale)),
    description: m.home_meta_description({}, pageLocale),
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.services;
  const language = requestLanguage(request);
  const [content, starts, reviews] = await Promise.all([
    loadHomeContent(db, language),
    listPublicWorkshopStarts(db),
    publishedReviews(db, language),
  ]);
  const site = {
    academyName: config.academyName,
    publicUrl: config.publicUrl,
    contactEmail: config.contactEmail,
  };
  const emailNotice = emailConfirmedNotice(new URL(request.url));
  return {
    content,
    reviews,
    workshops: starts.map((workshop) => ({ id: workshop.id, startLabel: startLabel(workshop, language) })),
    emailNotice,
    jsonLd: jsonLdGraph(organizationJsonLd(site), faqJsonLd(faqEntries(language))),
  };
}

/** The newsletter form's post when JavaScript is off (with JavaScript it calls /api/newsletter). */
export async function action({ request, context }: Route.ActionArgs) {
  const values = newsletterFormValues(await request.formData());
  const language = pageLanguage(new URL(request.url).pathname);
  const answer = newsletterAnswerOf(
    await signUpForNewsletter(context.services, { ...values, language }, context.clientIp),
    language,
  );
  return data({ newsletter: { result: answer.result, values } }, { status: answer.status });
}

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { content, reviews, workshops, emailNotice, jsonLd } = loaderData;
  const site = useSite();
  return (
    <>
      <JsonLdScript data={jsonLd} />
      <EmailConfirmedBanner notice={emailNotice} />
      <Hero hero={content.hero} bookACallUrl={site.bookACallUrl} />
      <ParentChallenges />
      <GroupCoaching benefits={content.benefits} />
      <WorkshopsOverview workshops={workshops} />
      <Coaches heading={content.coaches.heading} />
      <HelpChoosing bookACallUrl={site.bookACallUrl} />
      <NewsletterSection postback={actionData?.newsletter} />
      <Testimonials content={content.testimonials} reviews={reviews} />
      <Faq contactEmail={site.contactEmail} />
    </>
  );
}
