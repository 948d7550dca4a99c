import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The project directory, whether running from server/*.ts sources or the compiled build/runtime/main.js. */
function findProjectRoot(start: string) {
  let directory = start;
  while (!existsSync(path.join(directory, "package.json"))) {
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error(`no package.json above ${start}`);
    directory = parent;
  }
  return directory;
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
