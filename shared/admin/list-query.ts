import * as z from "zod";

export const PAGE_SIZE = 25;

/** The search, filter and page of a back-office list, read from its URL. */
export function listQuery<Status extends string>(url: URL, statuses: readonly Status[]) {
  const schema = z.object({
    q: z.string().trim().max(200).catch(""),
    status: z
      .enum(["all", ...statuses] as [string, ...string[]])
      .catch("all")
      .transform((value) => (value === "all" ? null : (value as Status))),
    page: z.coerce.number().int().min(1).max(100_000).catch(1),
  });
  return schema.parse({
    q: url.searchParams.get("q") ?? "",
    status: url.searchParams.get("status") ?? "all",
    page: url.searchParams.get("page") ?? "1",
  });
}

export type ListQuery<Status extends string> = ReturnType<typeof listQuery<Status>>;
