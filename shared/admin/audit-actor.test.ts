import { expect, test } from "vitest";
import { ACTOR_CODES, actorLabel } from "./audit-actor.ts";

test("the audit log's actors without an account are stored as codes and shown in words, in the reader's language", () => {
  expect(actorLabel(ACTOR_CODES.system, "fr")).toBe("Tâche automatique");
  expect(actorLabel(ACTOR_CODES.family, "fr")).toBe("Famille (lien de réservation)");
  expect(actorLabel(ACTOR_CODES.family, "en")).toBe("Family (booking link)");
  expect(actorLabel("ada@academy.test", "fr")).toBe("ada@academy.test");
});
