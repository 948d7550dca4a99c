import { inflateSync } from "node:zlib";

/**
 * The text drawn by a PDFKit document with its standard fonts: each content
 * stream is inflated and its hex-encoded (WinAnsi) strings decoded, one line
 * per text operator. Enough to assert on what a generated PDF says.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const lines: string[] = [];
  // The data runs up to "\nendstream": a compressed stream may itself end with a "\r" byte, which
  // an optional "\r?" before "\nendstream" would take away (one PDF in 256 then read as empty).
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\nendstream/g)) {
    const data = match[1] ?? "";
    let content: string;
    try {
      content = inflateSync(Buffer.from(data, "latin1")).toString("latin1");
    } catch {
      try {
        // A writer that ends its streams with "\r\nendstream".
        content = inflateSync(Buffer.from(data.replace(/\r$/, ""), "latin1")).toString("latin1");
      } catch {
        content = data;
      }
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
