// Makes the data directory that BENCH_DATA_TEMPLATE names (bench/support/bench-server.mjs,
// freshDataDir): the built server starts on DIR (initialises, migrates and seeds its embedded
// database) and stops. Usage: node bench/support/data-template.mjs DIR
import path from "node:path";
import { startBenchServer } from "./bench-server.mjs";

const target = process.argv[2];
if (!target) throw new Error("Usage: node bench/support/data-template.mjs DIR");
delete process.env.BENCH_DATA_TEMPLATE;
const server = await startBenchServer("template");
await server.stop({ keepAs: path.resolve(target) });
