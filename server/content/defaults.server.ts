import type { PageKey } from "#shared/stored-values.ts";

type ContentDefaults = Record<
  PageKey,
  { title: string; content: Record<string, unknown>; contentFr: Record<string, unknown> }
>;

/**
 * Built-in words for the editable sections of the site, in English (`content`) and French
 * (`contentFr`). The English ones are seeded into page_content on first start; both are the
 * fallback for any field an admin leaves out (server/content/home-content.server.ts).
 */
export const contentDefaults: ContentDefaults = {
  home_hero: {
    title: "Home page hero",
    content: {
      eyebrow: "Online group workshops for ages 10-16",
      heading: "Helping teens build the mindset, habits and skills for life",
      subheading:
        "Live, small-group video workshops (4-6 teens) led by a clinical psychologist and a teen life coach, where your child learns through stories and practical exercises.",
    },
    contentFr: {
      eyebrow: "Ateliers collectifs en ligne pour les 10-16 ans",
      heading:
        "Aider les ados à construire l'état d'esprit, les habitudes et les compétences de toute une vie",
      subheading:
        "Des ateliers vidéo en direct, en petits groupes (4 à 6 ados), animés par une psychologue clinicienne et un coach de vie pour ados, où votre enfant apprend par des histoires et des exercices pratiques.",
    },
  },
  home_benefits: {
    title: "Why group coaching",
    content: {
      heading: "Why group coaching works",
      items: [
        {
          title: "Learning together",
          text: "Teens realise they are not alone: hearing peers face the same challenges builds confidence and belonging.",
        },
        {
          title: "Small groups, real attention",
          text: "With 4-6 teens per group, every participant is heard, encouraged and coached personally.",
        },
        {
          title: "Skills that last",
          text: "Stories and practical exercises turn ideas into habits your teen keeps using long after the last session.",
        },
      ],
    },
    contentFr: {
      heading: "Pourquoi le coaching en groupe fonctionne",
      items: [
        {
          title: "Apprendre ensemble",
          text: "Les ados découvrent qu'ils ne sont pas seuls : entendre d'autres jeunes vivre les mêmes difficultés donne confiance et sentiment d'appartenance.",
        },
        {
          title: "Petits groupes, vraie attention",
          text: "Avec 4 à 6 ados par groupe, chacun est écouté, encouragé et accompagné personnellement.",
        },
        {
          title: "Des compétences qui durent",
          text: "Histoires et exercices pratiques transforment les idées en habitudes que votre ado garde bien après la dernière séance.",
        },
      ],
    },
  },
  home_testimonials: {
    title: "Testimonials",
    content: {
      heading: "What parents say",
      subheading: "Families who have joined our workshops share their experience.",
    },
    contentFr: {
      heading: "Ce qu'en disent les parents",
      subheading: "Des familles qui ont suivi nos ateliers racontent leur expérience.",
    },
  },
  workshops_intro: {
    title: "Workshops page introduction",
    content: {
      heading: "Our Workshops",
      body: "Small-group online workshops where teens aged 10-16 build confidence, focus and life skills, guided by experienced coaches. Groups of 4-6 teens meet live by video.",
    },
    contentFr: {
      heading: "Nos ateliers",
      body: "Des ateliers en ligne en petits groupes où les ados de 10 à 16 ans gagnent en confiance, en concentration et en compétences de vie, guidés par des coachs expérimentés. Les groupes de 4 à 6 ados se retrouvent en direct par vidéo.",
    },
  },
  about_us: {
    title: "About us",
    content: {
      heading: "Meet your coaches",
      mission:
        "Our mission: give every teen the confidence, habits and emotional skills to thrive, in small groups where they are truly heard.",
    },
    contentFr: {
      heading: "Vos coachs",
      mission:
        "Notre mission : donner à chaque ado la confiance, les habitudes et les compétences émotionnelles pour s'épanouir, en petits groupes où chacun est vraiment écouté.",
    },
  },
  contact: {
    title: "Contact",
    content: {
      heading: "Questions? We're here to help.",
      responseTime: "We answer every message within 24 hours.",
    },
    contentFr: {
      heading: "Des questions ? Nous sommes là pour vous aider.",
      responseTime: "Nous répondons à chaque message sous 24 heures.",
    },
  },
};
