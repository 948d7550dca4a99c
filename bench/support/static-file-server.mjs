// The yardstick for bench/home-throughput.mjs: a minimal node:http server that answers every GET
// with one file's bytes, read once at start, and the headers given (a JSON object), as a CDN or a
// static file server would. With a gzip copy made once at start, it sends that copy to clients
// that accept gzip (what a CDN with pre-compressed files does).
// Usage: node bench/support/static-file-server.mjs FILE HEADERS_JSON_FILE PORT
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";

const [file, headersFile, port] = process.argv.slice(2);
const body = readFileSync(file);
const gzipped = gzipSync(body);
const headers = JSON.parse(readFileSync(headersFile, "utf8"));

createServer((request, response) => {
  const gzip = /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
  const bytes = gzip ? gzipped : body;
  response.writeHead(200, {
    ...headers,
    "content-length": bytes.length,
    vary: "Accept-Encoding",
    ...(gzip ? { "content-encoding": "gzip" } : {}),
  });
  response.end(bytes);
}).listen(Number(port), "127.0.0.1", () => console.log(`listening on ${port}`));
