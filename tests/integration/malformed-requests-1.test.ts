import { malformedRequestTests } from "#tests/helpers/malformed-requests.ts";

// Share 1 of 2 of the route table (tests/helpers/malformed-requests.ts): two files, so two workers.
await malformedRequestTests({ share: 0, shares: 2 });
