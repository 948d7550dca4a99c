import path from "node:path";

/** Where the end-to-end server keeps its data; tests read its mail files from here. */
export const e2eDataDir = path.resolve(process.env.E2E_DATA_DIR ?? "test-results/e2e-data");
export const e2eMailDir = path.join(e2eDataDir, "mail");
export const e2ePort = Number(process.env.E2E_PORT ?? 3199);
export const e2eBaseUrl = `http://localhost:${e2ePort}`;
