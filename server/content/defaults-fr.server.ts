import type { PageKey } from "#shared/stored-values.ts";

/**
 * The built-in words of the editable sections in French, for the French pages
 * (docs/product/languages-and-texts.md#languages): what an administrator edits in the
 * back-office is the English site's.
 */
export const frenchContentDefaults: Record<PageKey, Record<string, unknown>> = {
  home_hero: {
    eyebrow: "Ateliers en groupe en ligne pour les 10-16 ans",
    heading: "Aider les ados à construire l'état d'esprit, les habitudes et les compétences d'une vie",
    subheading:
      "Des ateliers vidéo en direct et en petits groupes (4 à 6 ados), animés par une psychologue clinicienne et un coach de vie pour ados, où votre enfant apprend par des histoires et des exercices pratiques.",
  },
  home_benefits: {
    heading: "Pourquoi le coaching en groupe fonctionne",
    items: [
      {
        title: "Apprendre ensemble",
        text: "Les ados comprennent qu'ils ne sont pas seuls : entendre d'autres jeunes affronter les mêmes défis donne confiance et sentiment d'appartenance.",
      },
      {
        title: "Petits groupes, vraie attention",
        text: "Avec 4 à 6 ados par groupe, chaque participant est écouté, encouragé et accompagné personnellement.",
      },
      {
        title: "Des compétences qui durent",
        text: "Les histoires et les exercices pratiques transforment les idées en habitudes que votre ado garde bien après la dernière séance.",
      },
    ],
  },
  home_testimonials: {
    heading: "Ce que disent les parents",
    subheading: "Des familles qui ont suivi nos ateliers partagent leur expérience.",
  },
  workshops_intro: {
    heading: "Nos ateliers",
    body: "Des ateliers en ligne en petits groupes où les ados de 10 à 16 ans gagnent en confiance, en concentration et en compétences de vie, guidés par des coachs expérimentés. Les groupes de 4 à 6 ados se retrouvent en direct par vidéo.",
  },
  about_us: {
    heading: "Rencontrez vos coachs",
    mission:
      "Notre mission : donner à chaque ado la confiance, les habitudes et les compétences émotionnelles pour s'épanouir, en petits groupes où chacun est vraiment écouté.",
  },
  contact: {
    heading: "Des questions ? Nous sommes là pour vous aider.",
    responseTime: "Nous répondons à chaque message sous 24 heures.",
  },
};
