/** SPEC 3: the page keys offered for new content (the same list as server/db/schema.ts). */
export const PAGE_KEYS = [
  "home_hero",
  "home_benefits",
  "home_testimonials",
  "workshops_intro",
  "about_us",
  "contact",
] as const;
