import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * When the address has a #fragment (a topic tile on the home page links to
 * /workshops#goals), scrolls to that element and moves keyboard focus to it.
 */
export function useFocusHashTarget() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
    target.focus({ preventScroll: true });
  }, [hash]);
}
