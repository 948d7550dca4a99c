import type { HomeContent } from "#server/content/home-content.server.ts";
import { defaultTestimonials } from "./home-data.ts";
import { SectionHeading } from "./section-heading.tsx";
import { TestimonialsCarousel } from "./testimonials-carousel.tsx";

export function Testimonials({ content }: { content: HomeContent["testimonials"] }) {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-heading"
      className="below-the-fold bg-muted py-16 md:py-20"
    >
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading id="testimonials-heading" eyebrow="Testimonials" title={content.heading}>
          {content.subheading}
        </SectionHeading>
        <div className="mt-12">
          <TestimonialsCarousel items={content.items ?? defaultTestimonials} />
        </div>
      </div>
    </section>
  );
}
