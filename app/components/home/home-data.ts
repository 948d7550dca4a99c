import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { refundPolicySummary } from "#shared/refund-policy.ts";
import { PRODUCTIVITY_WORKSHOP_ID } from "#shared/workshop-ids.ts";
/**
 * The home page's fixed copy (docs/product/catalogue-and-pages.md#home-page), in the page's language
 * from the catalogues (home_ keys). The sections an admin edits (hero, benefits, testimonials heading)
 * come from page_content instead.
 */

/** Twelve things parents tell us they see, each with its own colour (text and background pass WCAG AA). */
export function parentChallenges(language: Language) {
  const locale = { locale: language };
  return [
    { text: m.home_challenge_procrastinates({}, locale), color: "bg-rose-100 text-rose-900" },
    { text: m.home_challenge_motivation({}, locale), color: "bg-amber-100 text-amber-900" },
    { text: m.home_challenge_self_doubt({}, locale), color: "bg-sky-100 text-sky-900" },
    { text: m.home_challenge_screens({}, locale), color: "bg-violet-100 text-violet-900" },
    { text: m.home_challenge_stress({}, locale), color: "bg-emerald-100 text-emerald-900" },
    { text: m.home_challenge_friends({}, locale), color: "bg-orange-100 text-orange-900" },
    { text: m.home_challenge_big_emotions({}, locale), color: "bg-pink-100 text-pink-900" },
    { text: m.home_challenge_gives_up({}, locale), color: "bg-teal-100 text-teal-900" },
    { text: m.home_challenge_others_opinion({}, locale), color: "bg-indigo-100 text-indigo-900" },
    { text: m.home_challenge_time({}, locale), color: "bg-lime-100 text-lime-900" },
    { text: m.home_challenge_speaking_up({}, locale), color: "bg-cyan-100 text-cyan-900" },
    { text: m.home_challenge_goals({}, locale), color: "bg-fuchsia-100 text-fuchsia-900" },
  ];
}

/** The six topic tiles; each leads to its workshop's card on /workshops (docs/product/catalogue-and-pages.md#workshops-overview). */
export function workshopTopics(language: Language) {
  const locale = { locale: language };
  return [
    { label: m.home_topic_goals({}, locale), workshopId: "goals", icon: "target" },
    { label: m.home_topic_confidence({}, locale), workshopId: "confidence", icon: "star" },
    { label: m.home_topic_habits({}, locale), workshopId: "habits", icon: "heart" },
    { label: m.home_topic_productivity({}, locale), workshopId: PRODUCTIVITY_WORKSHOP_ID, icon: "zap" },
    {
      label: m.home_topic_emotional_intelligence({}, locale),
      workshopId: "emotional-intelligence",
      icon: "brain",
    },
    { label: m.home_topic_social_skills({}, locale), workshopId: "social-skills", icon: "users" },
  ] as const;
}

export function coaches(language: Language) {
  const locale = { locale: language };
  return [
    {
      name: "Dr. Claire Bennett",
      title: m.home_coach_claire_title({}, locale),
      image: "/images/coaches/claire-bennett.svg",
      imageAlt: m.home_coach_claire_image_alt({}, locale),
      bio: m.home_coach_claire_bio({}, locale),
    },
    {
      name: "Marcus Reid",
      title: m.home_coach_marcus_title({}, locale),
      image: "/images/coaches/marcus-reid.svg",
      imageAlt: m.home_coach_marcus_image_alt({}, locale),
      bio: m.home_coach_marcus_bio({}, locale),
    },
  ];
}

export type TestimonialItem = { title: string; quote: string; parent: string; childAge: string };

/** The testimonials shown until an admin writes the section's own (page_content). */
export function defaultTestimonials(language: Language): TestimonialItem[] {
  const locale = { locale: language };
  return [
    {
      title: m.home_testimonial_confidence_title({}, locale),
      quote: m.home_testimonial_confidence_quote({}, locale),
      parent: "Sophie M.",
      childAge: m.home_testimonial_confidence_parent_of({}, locale),
    },
    {
      title: m.home_testimonial_homework_title({}, locale),
      quote: m.home_testimonial_homework_quote({}, locale),
      parent: "David L.",
      childAge: m.home_testimonial_homework_parent_of({}, locale),
    },
    {
      title: m.home_testimonial_shy_title({}, locale),
      quote: m.home_testimonial_shy_quote({}, locale),
      parent: "Amira K.",
      childAge: m.home_testimonial_shy_parent_of({}, locale),
    },
    {
      title: m.home_testimonial_emotions_title({}, locale),
      quote: m.home_testimonial_emotions_quote({}, locale),
      parent: "Julia R.",
      childAge: m.home_testimonial_emotions_parent_of({}, locale),
    },
    {
      title: m.home_testimonial_friends_title({}, locale),
      quote: m.home_testimonial_friends_quote({}, locale),
      parent: "Thomas B.",
      childAge: m.home_testimonial_friends_parent_of({}, locale),
    },
    {
      title: m.home_testimonial_goals_title({}, locale),
      quote: m.home_testimonial_goals_quote({}, locale),
      parent: "Elena P.",
      childAge: m.home_testimonial_goals_parent_of({}, locale),
    },
  ];
}

/** Twelve questions, with the product's facts (docs/product/catalogue-and-pages.md#faq). */
export function faqEntries(language: Language) {
  const locale = { locale: language };
  return [
    { question: m.home_faq_audience_question({}, locale), answer: m.home_faq_audience_answer({}, locale) },
    {
      question: m.home_faq_group_size_question({}, locale),
      answer: m.home_faq_group_size_answer({}, locale),
    },
    { question: m.home_faq_sessions_question({}, locale), answer: m.home_faq_sessions_answer({}, locale) },
    {
      question: m.home_faq_video_link_question({}, locale),
      answer: m.home_faq_video_link_answer({}, locale),
    },
    { question: m.home_faq_equipment_question({}, locale), answer: m.home_faq_equipment_answer({}, locale) },
    { question: m.home_faq_coaches_question({}, locale), answer: m.home_faq_coaches_answer({}, locale) },
    { question: m.home_faq_duration_question({}, locale), answer: m.home_faq_duration_answer({}, locale) },
    { question: m.home_faq_shy_question({}, locale), answer: m.home_faq_shy_answer({}, locale) },
    { question: m.home_faq_account_question({}, locale), answer: m.home_faq_account_answer({}, locale) },
    {
      question: m.home_faq_guarantee_question({}, locale),
      answer: `${m.home_faq_guarantee_answer({}, locale)} ${refundPolicySummary(language)}`,
    },
    { question: m.home_faq_contact_question({}, locale), answer: m.home_faq_contact_answer({}, locale) },
    { question: m.home_faq_choosing_question({}, locale), answer: m.home_faq_choosing_answer({}, locale) },
  ];
}
