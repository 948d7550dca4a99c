import type { HearAboutUs } from "./stored-values.ts";

/** The labels of the stored 'how did you hear about us?' codes, per language. */
export const hearAboutUsLabels: Record<"en" | "fr", Record<HearAboutUs, string>> = {
  en: {
    search_engine: "Search engine",
    social_media: "Social media",
    friend_or_family: "Friend or family",
    school_or_teacher: "School or teacher",
    newsletter: "Newsletter",
    other: "Other",
    website: "Website",
  },
  fr: {
    search_engine: "Moteur de recherche",
    social_media: "Réseaux sociaux",
    friend_or_family: "Famille ou amis",
    school_or_teacher: "École ou enseignant",
    newsletter: "Newsletter",
    other: "Autre",
    website: "Site web",
  },
};

/** An answer's label; one we do not know (none should be left after migration 0006) is kept as it is. */
export function hearAboutUsLabel(answer: string | null | undefined, language: "en" | "fr") {
  if (!answer) return "";
  return hearAboutUsLabels[language][answer as HearAboutUs] ?? answer;
}
