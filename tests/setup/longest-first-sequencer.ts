import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Vitest's own order on a fresh clone (no timings cached yet) is the largest file first, which put the
 * longest files, small ones that run child processes or hundreds of requests for minutes, last: the
 * benchmarks' smoke test started at 630 s of an 840 s run and the suite waited on it alone. These start
 * first, longest first; the rest keep Vitest's order (docs/decisions/018-test-suite-speed.md). A file
 * missing from the list only runs later.
 */
export const longRunning = [
  "tests/bench-smoke/benchmarks.test.ts",
  "tests/integration/malformed-requests-1.test.ts",
  "tests/integration/malformed-requests-2.test.ts",
  "tests/integration/server-layers.test.ts",
  "tests/integration/smaller-doors.test.ts",
  "tests/integration/database-outage.test.ts",
];

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = longRunning.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return index === -1 ? longRunning.length : index;
    };
    // Array.prototype.sort is stable: the files of one rank keep Vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
