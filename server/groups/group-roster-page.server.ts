import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { workshopGroups, workshops } from "#server/db/schema.server.ts";
import { listRoster } from "./group-roster.server.ts";

/** A group with its workshop's title and its roster, for the roster pages; undefined when unknown. */
export async function loadGroupRoster(db: Database, groupId: string) {
  const [found] = await db
    .select({ group: workshopGroups, workshopTitle: workshops.title })
    .from(workshopGroups)
    .innerJoin(workshops, eq(workshops.id, workshopGroups.workshopId))
    .where(eq(workshopGroups.id, groupId));
  if (!found) return undefined;
  return { group: found.group, workshopTitle: found.workshopTitle, roster: await listRoster(db, groupId) };
}
