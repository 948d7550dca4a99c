import { m } from "#shared/i18n/messages.ts";
import type { HomeContent } from "#server/content/home-content.server.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { defaultTestimonials } from "./home-data.ts";
import { ParentReviews, type ParentReview } from "./parent-reviews.tsx";
import { SectionHeading } from "./section-heading.tsx";
import { TestimonialsCarousel } from "./testimonials-carousel.tsx";

export function Testimonials({
  content,
  reviews = [],
}: {
  content: HomeContent["testimonials"];
  reviews?: readonly ParentReview[];
}) {
  const language = useLanguage();
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-heading"
      className="below-the-fold bg-muted py-16 md:py-20"
    >
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading
          id="testimonials-heading"
          eyebrow={m.home_testimonials_eyebrow({}, { locale: language })}
          title={content.heading}
        >
          {content.subheading}
        </SectionHeading>
        <div className="mt-12">
          <TestimonialsCarousel items={content.items ?? defaultTestimonials(language)} />
        </div>
        <ParentReviews reviews={reviews} />
      </div>
    </section>
  );
}
