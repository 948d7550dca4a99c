import type { Database } from "#server/db/client.server.ts";
import { waitingList } from "#server/db/schema.server.ts";

export type JoinWaitlistOutcome = "joined" | "duplicate";

/**
 * Adds an address to a workshop's waiting list with the fields the public
 * interest form sends: empty names, no age (the form does not ask for one;
 * docs/product/waiting-list-and-newsletter.md), hear_about_us 'website'. The unique (workshop_id, parent_email) constraint
 * makes a second signup of the same address a duplicate, even under a race.
 * `email` must already be normalised (trimmed, lower case) by the form schema.
 */
export async function joinWaitlist(
  db: Database,
  input: { workshopId: string; email: string },
): Promise<JoinWaitlistOutcome> {
  const inserted = await db
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
    })
    .onConflictDoNothing({ target: [waitingList.workshopId, waitingList.parentEmail] })
    .returning({ id: waitingList.id });
  return inserted.length > 0 ? "joined" : "duplicate";
}
