import type { Database } from "#server/db/client.server.ts";
import { waitingList } from "#server/db/schema.server.ts";
import type { Transaction } from "#server/db/client.server.ts";
import type { Language } from "#shared/language.ts";

export type JoinWaitlistOutcome = "joined" | "duplicate";

/**
 * Adds an address to a workshop's waiting list with the fields the public
 * interest form sends: empty names, no age (the form does not ask for one;
 * docs/product/waiting-list-and-newsletter.md), hear_about_us 'website', and the seats its teens need. The unique (workshop_id, parent_email) constraint
 * makes a second signup of the same address a duplicate, even under a race.
 * `email` must already be normalised (trimmed, lower case) by the form schema. `then` runs in the
 * insert's transaction with the new row's id, for what must happen with the signup or not at all.
 */
export async function joinWaitlist(
  db: Database,
  input: { workshopId: string; email: string; seats?: number; language?: Language },
  then?: (tx: Transaction, id: string) => Promise<unknown>,
): Promise<JoinWaitlistOutcome> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(waitingList)
      .values({
        workshopId: input.workshopId,
        parentEmail: input.email,
        parentFirstName: "",
        parentLastName: "",
        teenFirstName: "",
        teenLastName: "",
        teenAge: null,
        hearAboutUs: "website",
        seats: input.seats ?? 1,
        language: input.language ?? "en",
      })
      .onConflictDoNothing({ target: [waitingList.workshopId, waitingList.parentEmail] })
      .returning({ id: waitingList.id });
    if (inserted.length === 0) return "duplicate";
    await then?.(tx, inserted[0]!.id);
    return "joined";
  });
}
