import { inflateSync } from "node:zlib";

/**
 * The text drawn by a PDFKit document with its standard fonts: each content
 * stream is inflated and its hex-encoded (WinAnsi) strings decoded, one line
 * per text operator. Enough to assert on what a generated PDF says.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? "", "latin1")).toString("latin1");
    } catch {
      content = match[1] ?? "";
    }
    for (const operator of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const text = [...(operator[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((hex) => Buffer.from(hex[1] ?? "", "hex").toString("latin1"))
        .join("")
        .replace(/\x80/g, "€");
      lines.push(text);
    }
  }
  return lines.join("\n");
}
