import { CheckCircle2 } from "lucide-react";
import { data, useLocation } from "react-router";
import { WithdrawalForm } from "#app/components/legal/withdrawal-form.tsx";
import { pageMeta, pageTitle } from "#app/lib/seo.ts";
import { m } from "#shared/i18n/messages.ts";
import { pageLanguage } from "#shared/language.ts";
import { legalPaths } from "#shared/legal-texts.ts";
import { formatPrice } from "#shared/money.ts";
import { parseForm } from "#shared/parse-form.ts";
import { REFUND_WITHIN_DAYS, WITHDRAWAL_DAYS } from "#shared/refund-policy.ts";
import { withdrawalSchema } from "#shared/withdrawal-schema.ts";
import { isSameOriginRequest } from "#server/auth/same-origin.server.ts";
import { sellerDetails } from "#server/legal/seller-details.server.ts";
import { withdrawByStatement } from "#server/refunds/withdrawal-statement.server.ts";
import type { Route } from "./+types/withdrawal";

export function loader({ context }: Route.LoaderArgs) {
  return { seller: sellerDetails(context.services.config) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const language = pageLanguage(location.pathname);
  const locale = { locale: language };
  return pageMeta({
    matches,
    path: legalPaths(language).withdrawal,
    title: pageTitle(matches, m.withdrawal_title({}, locale)),
    description: m.withdrawal_meta_description({}, locale),
  });
}

/** POST /withdrawal: the statement withdraws the booking it names, at once (server/refunds/withdrawal-statement.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const { config, logger } = context.services;
  if (!isSameOriginRequest(request, config.publicUrl)) throw data(null, { status: 403 });
  const language = pageLanguage(new URL(request.url).pathname);
  const locale = { locale: language };
  const submission = parseForm(await request.formData(), withdrawalSchema(language));
  if (submission.status !== "success")
    return data({ done: null, result: submission.reply() }, { status: 400 });
  const outcome = await withdrawByStatement(
    context.services,
    submission.value,
    context.clientIp,
    new Date(),
  ).catch((error: unknown) => {
    logger.error({ err: error }, "A withdrawal statement failed");
    return null;
  });
  if (outcome?.ok) {
    const done = m.withdrawal_done(
      { amount: formatPrice(outcome.amount, language), days: REFUND_WITHIN_DAYS },
      locale,
    );
    return { done, result: submission.reply({ resetForm: true }) };
  }
  const contactEmail = config.contactEmail;
  const [message, status] = !outcome
    ? [m.something_went_wrong({}, locale), 500]
    : outcome.reason === "rate_limited"
      ? [m.try_again_later({}, locale), 429]
      : outcome.reason === "not_found"
        ? [m.withdrawal_not_found({ contactEmail }, locale), 404]
        : [m.withdrawal_not_allowed({ days: WITHDRAWAL_DAYS, contactEmail }, locale), 409];
  return data({ done: null, result: submission.reply({ formErrors: [message] }) }, { status });
}

/**
 * /withdrawal and /fr/withdrawal (docs/product/after-sale-and-refunds.md#withdrawal): how to
 * withdraw, the model form of the consumer code (R221-1, its annex), and a form that sends it.
 */
export default function Withdrawal({ loaderData, actionData }: Route.ComponentProps) {
  const language = pageLanguage(useLocation().pathname);
  const locale = { locale: language };
  const { seller } = loaderData;
  const blank = (
    <span className="inline-block w-full border-b border-dashed border-muted-foreground/60 pt-5" />
  );
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold sm:text-4xl">{m.withdrawal_title({}, locale)}</h1>
      <p className="mt-4 text-lg leading-relaxed text-foreground/80">
        {m.withdrawal_intro({ days: WITHDRAWAL_DAYS }, locale)}
      </p>

      <section
        aria-labelledby="withdrawal-send"
        className="mt-10 rounded-2xl border border-border bg-white p-5 shadow-sm sm:p-8"
      >
        <h2 id="withdrawal-send" className="text-xl font-bold sm:text-2xl">
          {m.withdrawal_send_heading({}, locale)}
        </h2>
        {actionData?.done ? (
          <p
            role="status"
            className="mt-4 flex items-start gap-3 rounded-lg bg-green-100 px-4 py-3 text-sm font-medium text-green-900"
          >
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {actionData.done}
          </p>
        ) : (
          <div className="mt-4">
            <WithdrawalForm lastResult={actionData?.result} />
          </div>
        )}
      </section>

      <section aria-labelledby="withdrawal-model" className="mt-10">
        <h2 id="withdrawal-model" className="text-xl font-bold sm:text-2xl">
          {m.withdrawal_model_heading({}, locale)}
        </h2>
        <div className="mt-4 flex flex-col gap-3 rounded-xl border border-border p-5 leading-relaxed [overflow-wrap:anywhere]">
          <p className="italic text-muted-foreground">{m.withdrawal_model_note({}, locale)}</p>
          <p>
            {m.withdrawal_model_to(
              { seller: seller.legalName, address: seller.address, email: seller.email },
              locale,
            )}
          </p>
          <p>{m.withdrawal_model_notice({}, locale)}</p>
          {blank}
          <p>{m.withdrawal_model_ordered({}, locale)}</p>
          {blank}
          <p>{m.withdrawal_model_name({}, locale)}</p>
          {blank}
          <p>{m.withdrawal_model_address({}, locale)}</p>
          {blank}
          <p>{m.withdrawal_model_signature({}, locale)}</p>
          {blank}
          <p>{m.withdrawal_model_date({}, locale)}</p>
          {blank}
        </div>
      </section>
    </article>
  );
}
