import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect } from "react";

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

/**
 * Embla attached to a viewport the page already rendered. Kept in its own
 * module so that the carousel library is only downloaded when the carousel
 * comes near the screen or is used (see testimonials-carousel.tsx).
 */
export default function CarouselEngine(props: {
  viewport: HTMLElement;
  onReady: (api: CarouselApi) => void;
}) {
  const [attach, api] = useEmblaCarousel({ loop: true, align: "start" });
  const { viewport, onReady } = props;
  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => {
    if (api) onReady(api);
  }, [api, onReady]);
  return null;
}
