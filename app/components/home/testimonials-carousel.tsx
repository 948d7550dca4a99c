import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight, Quote } from "lucide-react";
import { useCallback, useEffect, useState, type KeyboardEvent } from "react";
import { Button } from "~/components/ui/button.tsx";
import { usePrefersReducedMotion } from "~/lib/use-prefers-reduced-motion.ts";
import type { TestimonialItem } from "./home-data.ts";

/**
 * A looping carousel (two slides per view from 768 px, one below), following
 * the WAI-ARIA carousel pattern: labelled region and slides, previous/next
 * buttons, arrow keys, a polite live region. It never moves by itself, and
 * jumps without animation for visitors who prefer reduced motion.
 */
export function TestimonialsCarousel({ items }: { items: TestimonialItem[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: "start" });
  const [selected, setSelected] = useState(0);
  const [announce, setAnnounce] = useState(false);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on("select", onSelect).on("reInit", onSelect);
    return () => {
      api.off("select", onSelect).off("reInit", onSelect);
    };
  }, [api]);

  const previous = useCallback(() => {
    setAnnounce(true);
    api?.scrollPrev(reducedMotion);
  }, [api, reducedMotion]);
  const next = useCallback(() => {
    setAnnounce(true);
    api?.scrollNext(reducedMotion);
  }, [api, reducedMotion]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      previous();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      next();
    }
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Parent testimonials"
      onKeyDown={onKeyDown}
      className="relative"
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {items.map((item, index) => (
            <div
              key={`${item.parent}-${index}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${items.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-1/2"
            >
              <figure className="flex h-full flex-col rounded-2xl border border-border bg-white p-6 shadow-sm">
                <Quote aria-hidden="true" className="size-8 text-[#b8432a]" />
                <h3 className="mt-3 text-lg font-bold">{item.title}</h3>
                <blockquote className="mt-2 flex-1 leading-relaxed text-muted-foreground">
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-border pt-4 text-sm">
                  <span className="font-semibold text-foreground">{item.parent}</span>
                  <span className="text-muted-foreground"> · {item.childAge}</span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-4">
        <Button type="button" variant="outline" size="icon" onClick={previous} aria-label="Previous slide">
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p className="min-w-24 text-center text-sm font-medium text-muted-foreground" aria-hidden="true">
          {selected + 1} / {items.length}
        </p>
        <Button type="button" variant="outline" size="icon" onClick={next} aria-label="Next slide">
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announce ? `Testimonial ${selected + 1} of ${items.length}: ${items[selected]?.title ?? ""}` : ""}
      </p>
    </div>
  );
}
