import { useEffect, useRef } from "react";
import { data, Form, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Table, TableEmptyRow, Td, Th } from "#app/components/ui/table.tsx";
import { pageTitle } from "#app/lib/seo.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { m } from "#shared/i18n/messages.ts";
import { backOfficeLanguage } from "#shared/language.ts";
import { cleanName, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "#shared/text-limits.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { inviteCoach, listCoaches, removeCoach } from "#server/coaches/coach-accounts.server.ts";
import type { Route } from "./+types/coaches";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, m.admin_coaches_title({}, { locale: backOfficeLanguage }), "back-office") },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { coaches: await listCoaches(context.services.db) };
}

const locale = { locale: backOfficeLanguage };
const inviteSchema = z.object({
  name: z
    .string()
    .transform(cleanName)
    .pipe(z.string().min(1, m.admin_coaches_name_required({}, locale)).max(NAME_MAX_LENGTH)),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH)
    .pipe(z.email(m.admin_coaches_email_invalid({}, locale))),
});

type Answer = { ok: boolean; message: string; fieldErrors?: Record<string, string> };

/** An administrator invites a coach (again), or ends a coach's access. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, context);
  const { db, config, mail } = context.services;
  const actor = { id: user.id, email: user.email };
  const form = await request.formData();
  if (form.get("intent") === "remove") {
    const removed = await removeCoach(db, String(form.get("userId") ?? ""), actor);
    return removed
      ? data<Answer>({ ok: true, message: m.admin_coaches_removed({}, locale) })
      : data<Answer>({ ok: false, message: m.admin_coaches_not_found({}, locale) }, 404);
  }
  if (form.get("intent") !== "invite")
    return data<Answer>({ ok: false, message: m.admin_coaches_bad_request({}, locale) }, 400);
  const parsed = inviteSchema.safeParse({ name: form.get("name") ?? "", email: form.get("email") ?? "" });
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(
      parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
    );
    return data<Answer>({ ok: false, message: m.admin_coaches_fix_fields({}, locale), fieldErrors }, 400);
  }
  const invited = await inviteCoach(db, config, parsed.data, actor);
  if (!invited.ok)
    return data<Answer>(
      {
        ok: false,
        message: m.admin_coaches_taken({}, locale),
        fieldErrors: { email: m.admin_coaches_taken({}, locale) },
      },
      400,
    );
  mail.wake();
  return data<Answer>({
    ok: true,
    message: invited.again
      ? m.admin_coaches_invited_again({ email: parsed.data.email }, locale)
      : m.admin_coaches_invited({ email: parsed.data.email }, locale),
  });
}

/** The academy's coaches: invite one, see who set up the second factor, end an access. */
export default function Coaches({ loaderData }: Route.ComponentProps) {
  const { coaches } = loaderData;
  const locale = { locale: useLanguage() };
  const answer = useActionData<Answer>();
  const busy = useNavigation().state !== "idle";
  // An invitation sent empties the form for the next coach; a refused one keeps what was typed.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (answer?.ok) form.current?.reset();
  }, [answer]);
  return (
    <>
      <AdminPageHeader
        title={m.admin_coaches_title({}, locale)}
        description={m.admin_coaches_description({}, locale)}
      />
      {answer ? (
        <Alert
          variant={answer.ok ? "success" : "destructive"}
          role={answer.ok ? "status" : "alert"}
          className="mb-6"
        >
          {answer.message}
        </Alert>
      ) : null}
      <Card className="mb-8">
        <CardHeader>
          <CardTitle>{m.admin_coaches_invite_title({}, locale)}</CardTitle>
        </CardHeader>
        <CardContent>
          <Form ref={form} method="post" className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <input type="hidden" name="intent" value="invite" />
            <div className="flex flex-col gap-2">
              <Label htmlFor="coach-name">{m.admin_coaches_name({}, locale)}</Label>
              <Input
                id="coach-name"
                name="name"
                required
                maxLength={NAME_MAX_LENGTH}
                autoComplete="off"
                aria-invalid={answer?.fieldErrors?.name ? true : undefined}
              />
              {answer?.fieldErrors?.name ? (
                <p className="text-sm text-destructive">{answer.fieldErrors.name}</p>
              ) : null}
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="coach-email">{m.admin_coaches_email({}, locale)}</Label>
              <Input
                id="coach-email"
                name="email"
                type="email"
                required
                autoComplete="off"
                aria-invalid={answer?.fieldErrors?.email ? true : undefined}
              />
              {answer?.fieldErrors?.email ? (
                <p className="text-sm text-destructive">{answer.fieldErrors.email}</p>
              ) : null}
            </div>
            <Button type="submit" disabled={busy}>
              {m.admin_coaches_invite_button({}, locale)}
            </Button>
          </Form>
        </CardContent>
      </Card>
      <Table aria-label={m.admin_coaches_table({}, locale)}>
        <thead>
          <tr>
            <Th>{m.admin_coaches_name({}, locale)}</Th>
            <Th>{m.admin_coaches_email({}, locale)}</Th>
            <Th>{m.admin_coaches_second_factor({}, locale)}</Th>
            <Th>{m.admin_coaches_groups({}, locale)}</Th>
            <Th className="text-right">{m.admin_coaches_actions({}, locale)}</Th>
          </tr>
        </thead>
        <tbody>
          {coaches.map((coach) => (
            <tr key={coach.id}>
              <Td className="font-medium">{coach.name}</Td>
              <Td className="break-words">{coach.email}</Td>
              <Td>
                {coach.secondFactor
                  ? m.admin_coaches_second_factor_on({}, locale)
                  : m.admin_coaches_second_factor_pending({}, locale)}
              </Td>
              <Td className="tabular-nums">{coach.groups}</Td>
              <Td className="text-right whitespace-nowrap">
                <div className="flex justify-end gap-2">
                  <Form method="post">
                    <input type="hidden" name="intent" value="invite" />
                    <input type="hidden" name="name" value={coach.name} />
                    <input type="hidden" name="email" value={coach.email} />
                    <Button type="submit" variant="outline" size="sm" disabled={busy}>
                      {m.admin_coaches_invite_again({}, locale)}
                    </Button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="userId" value={coach.id} />
                    <Button type="submit" variant="outline" size="sm" disabled={busy}>
                      {m.admin_coaches_remove({}, locale)}
                    </Button>
                  </Form>
                </div>
              </Td>
            </tr>
          ))}
          {coaches.length === 0 ? (
            <TableEmptyRow colSpan={5}>{m.admin_coaches_empty({}, locale)}</TableEmptyRow>
          ) : null}
        </tbody>
      </Table>
    </>
  );
}
