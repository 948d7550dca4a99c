import type { hearAboutUsOptions } from "#shared/booking-schema.ts";

/** The booking form's English answers, and the interest page's 'website' (docs/product/booking-and-payment.md#booking-form and docs/product/waiting-list-and-newsletter.md#waiting-list-entry), in French. */
const labels: Record<(typeof hearAboutUsOptions)[number] | "website", string> = {
  "Search engine": "Moteur de recherche",
  "Social media": "Réseaux sociaux",
  "Friend or family": "Famille ou amis",
  "School or teacher": "École ou enseignant",
  Newsletter: "Newsletter",
  Other: "Autre",
  website: "Site web",
};

/** The back-office's wording of 'how did you hear about us?'; an answer we do not know is kept as it is. */
export function hearAboutUsLabel(answer: string | null | undefined) {
  if (!answer) return "";
  return labels[answer as keyof typeof labels] ?? answer;
}
