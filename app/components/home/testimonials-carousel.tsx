import { ChevronLeft, ChevronRight, Quote } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { m } from "#shared/i18n/messages.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { usePrefersReducedMotion } from "#app/lib/use-prefers-reduced-motion.ts";
import type { CarouselApi } from "./carousel-engine.tsx";
import type { TestimonialItem } from "./home-data.ts";

const CarouselEngine = lazy(() => import("./carousel-engine.tsx"));

type Move = "previous" | "next";

/**
 * A looping carousel (two slides per view from 768 px, one below), following
 * the WAI-ARIA carousel pattern: labelled region and slides, previous/next
 * buttons, arrow keys, a polite live region. It never moves by itself, and
 * jumps without animation for visitors who prefer reduced motion. The slides
 * are plain server-rendered HTML; the carousel engine loads when the section
 * nears the screen (or on the first click), keeping it off the page's startup.
 */
export function TestimonialsCarousel({ items }: { items: TestimonialItem[] }) {
  const locale = { locale: useLanguage() };
  const reducedMotion = usePrefersReducedMotion();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [engineWanted, setEngineWanted] = useState(false);
  const [api, setApi] = useState<CarouselApi>();
  const [selected, setSelected] = useState(0);
  const [announce, setAnnounce] = useState(false);
  const pendingMove = useRef<Move | undefined>(undefined);

  useEffect(() => {
    if (!viewport || engineWanted) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setEngineWanted(true);
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [viewport, engineWanted]);

  const move = useCallback(
    (carousel: CarouselApi, direction: Move) => {
      if (direction === "previous") carousel.scrollPrev(reducedMotion);
      else carousel.scrollNext(reducedMotion);
    },
    [reducedMotion],
  );

  const onReady = useCallback(
    (carousel: CarouselApi) => {
      setApi(carousel);
      const waiting = pendingMove.current;
      pendingMove.current = undefined;
      if (waiting) move(carousel, waiting);
    },
    [move],
  );

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on("select", onSelect).on("reInit", onSelect);
    return () => {
      api.off("select", onSelect).off("reInit", onSelect);
    };
  }, [api]);

  const go = (direction: Move) => {
    setAnnounce(true);
    if (api) move(api, direction);
    else {
      pendingMove.current = direction;
      setEngineWanted(true);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      go(event.key === "ArrowLeft" ? "previous" : "next");
    }
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={m.home_testimonials_label({}, locale)}
      onKeyDown={onKeyDown}
      className="relative"
    >
      <div ref={setViewport} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {items.map((item, index) => (
            <div
              key={`${item.parent}-${index}`}
              role="group"
              aria-roledescription="slide"
              aria-label={m.home_testimonials_slide({ position: index + 1, total: items.length }, locale)}
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
      {engineWanted && viewport && (
        <Suspense fallback={null}>
          <CarouselEngine viewport={viewport} onReady={onReady} />
        </Suspense>
      )}
      <div className="mt-6 flex items-center justify-center gap-4">
        <Button
          type="button"
          variant="outline"
          size="icon"
          onClick={() => go("previous")}
          aria-label={m.home_testimonials_previous({}, locale)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p className="min-w-24 text-center text-sm font-medium text-muted-foreground" aria-hidden="true">
          {selected + 1} / {items.length}
        </p>
        <Button
          type="button"
          variant="outline"
          size="icon"
          onClick={() => go("next")}
          aria-label={m.home_testimonials_next({}, locale)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announce
          ? m.home_testimonials_announce(
              { position: selected + 1, total: items.length, title: items[selected]?.title ?? "" },
              locale,
            )
          : ""}
      </p>
    </div>
  );
}
