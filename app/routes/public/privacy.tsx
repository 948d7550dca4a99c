import type { ReactNode } from "react";
import { Link } from "react-router";
import { useSite } from "#app/root.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { paths } from "#shared/paths.ts";
import type { Route } from "./+types/privacy";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    path: paths.privacy,
    title: "Privacy: your teen's data | Teen Growth Academy",
    description:
      "What we collect when you book a workshop for your teen, why, who sees it, how long we keep it and how to have it erased.",
  });
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-foreground/90">{children}</div>
    </section>
  );
}

/** /privacy: the children's data rules in plain words (docs/product/childrens-data.md). */
export default function Privacy() {
  const { academyName, contactEmail } = useSite();
  const mail = (
    <a href={`mailto:${contactEmail}`} className="font-medium text-primary underline underline-offset-4">
      {contactEmail}
    </a>
  );
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold sm:text-4xl">Your teen's data</h1>
      <p className="mt-4 text-lg leading-relaxed text-foreground/80">
        Our workshops are for teens aged 10 to 16. We ask for as little as we need to run them, keep it only
        as long as we need it, and you can see it or have it erased.
      </p>

      <Section id="what" title="What we collect, and why">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>Your teen's first and last name and age</strong>: so the coach knows who joins the group,
            and so every group has teens of a similar age.
          </li>
          <li>
            <strong>Special requests</strong> (if you write any): so the coach can adapt to your teen.
          </li>
          <li>
            <strong>Your name, e-mail address and phone number</strong> (the phone is optional): to confirm
            the booking, send you the receipt and the session links, and reach you if something changes.
          </li>
          <li>
            <strong>How you heard about us</strong>, if you say: to know which of our efforts work.
          </li>
          <li>
            <strong>Payment</strong>: your card is handled by our payment provider, Stripe. We never see or
            store your card number; we keep the amount paid and the payment's reference.
          </li>
        </ul>
        <p>
          If you join a waiting list or our newsletter, we keep your e-mail address for that, and nothing
          else. We never sell your data and never use it for advertising.
        </p>
      </Section>

      <Section id="who" title="Who sees it">
        <ul className="list-disc space-y-2 pl-6">
          <li>The {academyName} team who runs the bookings.</li>
          <li>Your teen's coaches, while the group runs: they need to know who is in the session.</li>
          <li>
            Stripe, for the payment (your e-mail address, the amount and the booking's details), and the
            service that delivers our e-mails.
          </li>
        </ul>
      </Section>

      <Section id="how-long" title="How long we keep it">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>Your teen's names, age and special requests</strong>: erased 90 days after the group's
            last session, or 90 days after a cancellation.
          </li>
          <li>
            <strong>The booking's reference, dates and amounts, and your name and e-mail address</strong>:
            kept for 10 years, because French law requires us to keep our accounts.
          </li>
          <li>
            <strong>A waiting-list entry</strong>: deleted after 12 months, or when you book.
          </li>
          <li>
            <strong>A newsletter sign-up you never confirmed</strong>: deleted after 30 days.
          </li>
          <li>
            <strong>An address that unsubscribed from the newsletter</strong>: deleted after 3 years.
          </li>
        </ul>
      </Section>

      <Section id="erase" title="Seeing or erasing your data">
        <p>
          Your booking has its own page, linked from every e-mail we send about it. From it you can download
          everything we hold about the booking, as a file, and erase your teen's details once the booking is
          cancelled or the group has ended. We cannot erase them earlier: the coaches need your teen's name
          while the group runs. Lost the link?{" "}
          <Link to={paths.bookingLinks} className="font-semibold text-primary underline">
            Ask for your booking links again
          </Link>
          .
        </p>
        <p>You can also write to us at {mail} from the e-mail address you booked with.</p>
        <p>You can also ask us to correct anything that is wrong, at any time.</p>
      </Section>
    </article>
  );
}
