import { Video } from "lucide-react";
import type { ReactNode } from "react";
import { data, isRouteErrorResponse, redirect } from "react-router";
import { AcademyLogo } from "#app/components/academy-logo.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { useSite } from "#app/root.tsx";
import { sessionText } from "#shared/group-schedule.ts";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { openJoinLink } from "#server/attendance/open-join-link.server.ts";
import type { Route } from "./+types/join";

/** The link is a secret: never cached, never passed on as a referrer. */
const SECRET_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex",
};

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const language = loaderData?.language ?? "en";
  return [
    { title: pageTitle(matches, m.join_page_title({}, { locale: language })) },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "no-referrer" },
  ];
}

export function headers() {
  return SECRET_HEADERS;
}

/**
 * GET /join/{token}: a teen's own door to its group's room (docs/product/coaches-and-attendance.md#join-links).
 * During a session's window it records the join and sends the browser on to the room; otherwise it
 * says when the next session is, or that the workshop has ended.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const outcome = await openJoinLink(context.services.db, params.token, new Date());
  if (outcome.kind === "not_found") throw data(null, { status: 404, headers: SECRET_HEADERS });
  if (outcome.kind === "open") throw redirect(outcome.videoUrl, { headers: SECRET_HEADERS });
  const { language, workshopTitle, schedule } = outcome;
  const base = { language, workshopTitle, timeZone: schedule.timeZone, sessionCount: schedule.sessionCount };
  if (outcome.kind === "ended") return { ...base, kind: "ended" as const };
  if (outcome.kind === "no_room") return { ...base, kind: "no_room" as const };
  const session = { start: outcome.start, end: outcome.end };
  return {
    ...base,
    kind: "wait" as const,
    number: outcome.sessionIndex + 1,
    start: outcome.start.toISOString(),
    end: outcome.end.toISOString(),
    groupTime: sessionText(session, schedule.timeZone, language),
  };
}

function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** The session on the family's own clock, once there is a browser to say which; nothing when it is the group's. */
function FamilyTime(props: { start: string; end: string; timeZone: string; language: Language }) {
  const hydrated = useHydrated();
  const zone = hydrated ? browserTimeZone() : null;
  const session = { start: new Date(props.start), end: new Date(props.end) };
  const own = zone ? sessionText(session, zone, props.language) : null;
  const visible = own && own !== sessionText(session, props.timeZone, props.language) ? own : null;
  return (
    <p className="min-h-6 text-muted-foreground" data-testid="join-family-time">
      {visible ? m.join_wait_your_time({ when: visible }, { locale: props.language }) : null}
    </p>
  );
}

function Shell({ language, children }: { language: Language; children: ReactNode }) {
  const site = useSite();
  return (
    <div lang={language} className="flex min-h-dvh flex-col items-center bg-muted/50 px-4 py-10 sm:py-16">
      <main
        id="main"
        className="w-full max-w-lg rounded-2xl border border-border bg-white p-6 shadow-sm sm:p-8"
      >
        <div className="mb-6 flex items-center gap-3">
          <AcademyLogo size={40} className="size-10 shrink-0" />
          <span className="font-bold text-primary">{site.academyName}</span>
        </div>
        {children}
      </main>
    </div>
  );
}

export default function JoinPage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const locale = { locale: loaderData.language };
  return (
    <Shell language={loaderData.language}>
      {loaderData.kind === "wait" ? (
        <div className="flex flex-col gap-3">
          <h1 className="flex items-center gap-2 text-2xl font-bold">
            <Video aria-hidden="true" className="size-6 shrink-0 text-primary" />
            {m.join_wait_heading({}, locale)}
          </h1>
          <p>
            {m.join_wait_next(
              {
                number: loaderData.number,
                count: loaderData.sessionCount,
                workshopTitle: loaderData.workshopTitle,
              },
              locale,
            )}
          </p>
          <p className="text-lg font-semibold" data-testid="join-group-time">
            {loaderData.groupTime}
          </p>
          <FamilyTime
            start={loaderData.start}
            end={loaderData.end}
            timeZone={loaderData.timeZone}
            language={loaderData.language}
          />
          <p className="text-sm">{m.join_wait_opens({}, locale)}</p>
        </div>
      ) : loaderData.kind === "ended" ? (
        <div className="flex flex-col gap-3">
          <h1 className="text-2xl font-bold">{m.join_ended_heading({}, locale)}</h1>
          <p>{m.join_ended_text({ workshopTitle: loaderData.workshopTitle }, locale)}</p>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <h1 className="text-2xl font-bold">{m.join_no_room_heading({}, locale)}</h1>
          <p>{m.join_no_room_text({ contactEmail: site.contactEmail }, locale)}</p>
        </div>
      )}
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const locale = { locale: "en" as const };
  return (
    <Shell language="en">
      <h1 className="text-2xl font-bold">
        {notFound ? m.join_not_found_heading({}, locale) : m.join_error_heading({}, locale)}
      </h1>
      <p className="mt-3">{notFound ? m.join_not_found_text({}, locale) : m.join_error_text({}, locale)}</p>
    </Shell>
  );
}
