import { useNonce } from "#app/lib/nonce.tsx";

/**
 * Structured data for search engines. `<` is escaped so that text from the
 * database can never close the script element; the nonce keeps the CSP rule
 * "every script carries the nonce" true even for data blocks.
 */
export function JsonLdScript({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
