import { paths } from "#shared/paths.ts";
import type { CatalogueWorkshop } from "#server/workshops/catalogue.server.ts";

export type SiteIdentity = {
  academyName: string;
  publicUrl: string;
  contactEmail: string;
  mission?: string;
};

export type JsonLd = Record<string, unknown>;

const organizationId = (site: SiteIdentity) => `${site.publicUrl}/#organization`;

/** The academy, for search engines' knowledge panels. */
export function organizationJsonLd(site: SiteIdentity): JsonLd {
  return {
    "@type": "EducationalOrganization",
    "@id": organizationId(site),
    name: site.academyName,
    url: `${site.publicUrl}/`,
    logo: `${site.publicUrl}/images/logo.png`,
    email: site.contactEmail,
    ...(site.mission ? { description: site.mission } : {}),
    areaServed: "Online",
  };
}

/** One workshop as a schema.org Course with its offer (price per teen, in euros). */
export function courseJsonLd(workshop: CatalogueWorkshop, site: SiteIdentity): JsonLd {
  const url = `${site.publicUrl}${paths.workshop(workshop.id)}`;
  return {
    "@type": "Course",
    "@id": url,
    name: workshop.title,
    description: workshop.description,
    url,
    provider: { "@id": organizationId(site) },
    inLanguage: "en",
    educationalLevel: `Ages ${workshop.ageMin}-${workshop.ageMax}`,
    typicalAgeRange: `${workshop.ageMin}-${workshop.ageMax}`,
    teaches: workshop.highlights,
    timeRequired: workshop.duration,
    offers: {
      "@type": "Offer",
      category: "Paid",
      price: (workshop.price / 100).toFixed(2),
      priceCurrency: "EUR",
      availability: workshop.isBookable ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      url,
    },
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "Online",
      ...(workshop.upcomingStart ? { startDate: workshop.upcomingStart } : {}),
      courseWorkload: workshop.sessions || workshop.duration,
    },
  };
}

/** A page's structured data as one graph. */
export function jsonLdGraph(...nodes: JsonLd[]): JsonLd {
  return { "@context": "https://schema.org", "@graph": nodes };
}

export function faqJsonLd(entries: ReadonlyArray<{ question: string; answer: string }>): JsonLd {
  return {
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}
