import { malformedRequestTests } from "#tests/helpers/malformed-requests.ts";

// Share 2 of 2 of the route table (tests/helpers/malformed-requests.ts): two files, so two workers.
await malformedRequestTests({ share: 1, shares: 2 });
