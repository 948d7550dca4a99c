import { expect, test } from "vitest";
import { deferHydration } from "./deferred-hydration.ts";

const manifest = {
  entry: { module: "/assets/entry.client-A.js", imports: ["/assets/react-dom-B.js"], css: [] },
  routes: { root: { id: "root", path: "", hasLoader: true, module: "/assets/root-C.js" } },
  url: "/assets/manifest-1.js",
  version: "1",
};
// What React Router writes for a page: module preloads, then its module script with an indented manifest.
const moduleCode = `;
import * as route0 from "/assets/root-C.js";
  window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};
import("/assets/entry.client-A.js");`;
const page = `<html><head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/react-dom-B.js"/></head><body><h1>Hi</h1><script nonce="n0nce" type="module" async="">${moduleCode}</script></body></html>`;

/** The classic script's call, evaluated with a stand-in for its function: the arguments it passes. */
function bootstrapArguments(html: string) {
  const script = /<script nonce="n0nce">([\s\S]*)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error("no deferred script in the page");
  const call = script.slice(script.lastIndexOf("})(") + 2);
  return new Function(`return (function () { return arguments; })${call}`)() as IArguments;
}

test("the module script becomes a classic script that carries the same module, its preloads and stored keys", () => {
  const html = deferHydration(page, { storedKeys: ["order"] });
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).not.toContain('type="module"');
  expect(html).toContain("<h1>Hi</h1>");
  const [code, preloads, storedKeys] = bootstrapArguments(html);
  expect(preloads).toEqual(["/assets/entry.client-A.js", "/assets/react-dom-B.js"]);
  expect(storedKeys).toEqual(["order"]);
  // The manifest is sent compact, and is the same object.
  expect(code).toContain(`window.__reactRouterManifest = ${JSON.stringify(manifest)};`);
  expect(code).toContain('import("/assets/entry.client-A.js");');
});

test("the bootstrap is sent without comment lines or indentation, and still parses", () => {
  const html = deferHydration(page, { storedKeys: [] });
  const script = /<script nonce="n0nce">([\s\S]*)<\/script>/.exec(html)![1]!;
  const lines = script.split("\n");
  expect(lines.filter((line) => line.trim().startsWith("//"))).toEqual([]);
  expect(lines.filter((line) => line !== line.trimStart())).toEqual([]);
  expect(() => new Function(script)).not.toThrow();
});

test("a page without React Router's module script is returned unchanged (it then hydrates at once)", () => {
  const plain = "<html><body><p>No script</p></body></html>";
  expect(deferHydration(plain, { storedKeys: [] })).toBe(plain);
});
