// The academy's mark, drawn in the page rather than fetched: the header's logo and the tab's icon
// cost no request, so nothing but the document and its stylesheet comes before the first paint of a
// public page (docs/decisions/015-public-page-cache-and-first-load.md). public/favicon.svg is the
// same drawing, for whoever asks the server for it.
const square = { width: 64, height: 64, rx: 14, fill: "#0f6b63" } as const;
const letter = { d: "M20 44V20h24v6H34v18h-6V26h-8z", fill: "#fff" } as const;

/** The tab's icon, as a data: address (the security policy allows data: images). */
export const academyIconHref = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="${square.width}" height="${square.height}" rx="${square.rx}" fill="${square.fill}"/><path d="${letter.d}" fill="${letter.fill}"/></svg>`,
)}`;

/** The mark beside the academy's name: decorative, the name says who it is. */
export function AcademyLogo({ size, className }: { size: number; className?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect {...square} />
      <path {...letter} />
    </svg>
  );
}
