import type { PageKey } from "#shared/stored-values.ts";

type ContentDefaults = Record<PageKey, { title: string; content: Record<string, unknown> }>;

/**
 * Built-in words for the editable sections of the site. Seeded into page_content
 * on first start, and used as the fallback for any field an admin leaves out.
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
  },
  home_testimonials: {
    title: "Testimonials",
    content: {
      heading: "What parents say",
      subheading: "Families who have joined our workshops share their experience.",
    },
  },
  workshops_intro: {
    title: "Workshops page introduction",
    content: {
      heading: "Our Workshops",
      body: "Small-group online workshops where teens aged 10-16 build confidence, focus and life skills, guided by experienced coaches. Groups of 4-6 teens meet live by video.",
    },
  },
  about_us: {
    title: "About us",
    content: {
      heading: "Meet your coaches",
      mission:
        "Our mission: give every teen the confidence, habits and emotional skills to thrive, in small groups where they are truly heard.",
    },
  },
  contact: {
    title: "Contact",
    content: {
      heading: "Questions? We're here to help.",
      responseTime: "We answer every message within 24 hours.",
    },
  },
};
