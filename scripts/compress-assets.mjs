// After `react-router build`: a Brotli (.br) and a gzip (.gz) copy of every text file of the browser
// build, compressed once at the highest levels, which the server sends to a browser that takes them
// (serveStatic's `precompressed`, server/app.server.ts) instead of gzipping each answer at a lower level.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const clientDir = path.resolve(import.meta.dirname, "../build/client");
const TEXT = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
// Below this, the encoding saves less than a network packet.
const MIN_BYTES = 1024;

const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && TEXT.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name))
  .filter((file) => statSync(file).size >= MIN_BYTES);

let raw = 0;
let brotli = 0;
for (const file of files) {
  const content = readFileSync(file);
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  raw += content.length;
  brotli += br.length;
}
console.log(
  `compressed ${files.length} files of build/client: ${Math.round(raw / 1024)} KB, ${Math.round(brotli / 1024)} KB as Brotli`,
);
