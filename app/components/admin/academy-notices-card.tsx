import { BellRing } from "lucide-react";
import { Form, useActionData, useNavigation } from "react-router";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import { m } from "#shared/i18n/messages.ts";

/**
 * The dashboard's card where an administrator turns the academy's notices (new bookings,
 * cancellations, refund requests) on or off for their own address. A plain form: it works before
 * the page's script loads.
 */
export function AcademyNoticesCard(props: {
  email: string;
  wanted: boolean;
  configured: boolean;
  recipients: number;
}) {
  const locale = { locale: useLanguage() };
  const saved = useActionData<{ noticesSaved?: "on" | "off" }>()?.noticesSaved;
  const busy = useNavigation().state !== "idle";
  return (
    <Card className="mt-8">
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
            <BellRing aria-hidden="true" className="size-5" />
          </span>
          <CardTitle>{m.admin_notices_title({}, locale)}</CardTitle>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm leading-relaxed">
        {props.configured ? (
          <p>{m.admin_notices_configured({}, locale)}</p>
        ) : (
          <>
            <p className="break-words">
              {props.wanted
                ? m.admin_notices_on({ email: props.email }, locale)
                : m.admin_notices_off({ email: props.email }, locale)}
            </p>
            {props.recipients === 0 ? (
              <Alert variant="destructive">{m.admin_notices_nobody({}, locale)}</Alert>
            ) : null}
            <Form method="post" className="flex flex-wrap items-center gap-3">
              <input type="hidden" name="academy-notices" value={props.wanted ? "off" : "on"} />
              <Button type="submit" variant="outline" size="sm" disabled={busy}>
                {props.wanted ? m.admin_notices_turn_off({}, locale) : m.admin_notices_turn_on({}, locale)}
              </Button>
              {saved ? (
                <p role="status" className="text-muted-foreground">
                  {saved === "on"
                    ? m.admin_notices_saved_on({}, locale)
                    : m.admin_notices_saved_off({}, locale)}
                </p>
              ) : null}
            </Form>
          </>
        )}
      </CardContent>
    </Card>
  );
}
