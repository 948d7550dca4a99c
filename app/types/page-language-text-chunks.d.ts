/**
 * Which files hold each route's texts, per language (TextChunks in scripts/vite-page-language-texts.ts):
 * a route chunk's address → language → files.
 */
declare module "virtual:page-language-text-chunks" {
  const textChunks: Record<string, Partial<Record<"en" | "fr", string[]>>>;
  export default textChunks;
}
