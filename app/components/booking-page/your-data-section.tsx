import { Download, Trash2 } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { bookingPageTexts, type BookingPageView } from "#shared/booking-page.ts";
import { paths } from "#shared/paths.ts";
import { BookingSection } from "./booking-section.tsx";

export const ERASE_INTENT = "erase-teen-details";
/** The query that opens the erasure's confirmation step (a link, so it works without JavaScript). */
export const CONFIRM_ERASE_PARAM = "erase";

/**
 * "Your data" (docs/product/childrens-data.md#export-and-erasure): everything held about the booking as
 * JSON, and the erasure of the teen's details with a confirmation step, refused with the reason while the
 * group has not ended and the booking is not cancelled.
 */
export function YourDataSection(props: { booking: BookingPageView; token: string; confirming: boolean }) {
  const { booking, token, confirming } = props;
  const texts = bookingPageTexts("en");
  const page = paths.bookingPage(token);
  return (
    <BookingSection id="your-data" title="Your data">
      <p>
        Download everything we hold about this booking, as a JSON file. Your child's names, age and special
        requests are erased automatically 90 days after the group's last session; you can erase them earlier
        once the group has ended or the booking is cancelled.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <a href={paths.bookingPageData(token)} download>
            <Download aria-hidden="true" />
            Download my data
          </a>
        </Button>
        {!booking.teenDetailsErased && !confirming && (
          <Button asChild variant="outline">
            <Link to={`${page}?${CONFIRM_ERASE_PARAM}=confirm#your-data-heading`} preventScrollReset>
              <Trash2 aria-hidden="true" />
              Erase my child's details
            </Link>
          </Button>
        )}
      </div>
      {booking.teenDetailsErased && <p className="font-medium">{texts.erased}</p>}
      {!booking.teenDetailsErased && confirming && (
        <div className="rounded-xl border-2 border-destructive/40 bg-red-50 p-4">
          {booking.canErase ? (
            <Form method="post" action={page} className="flex flex-col gap-3">
              <input type="hidden" name="intent" value={ERASE_INTENT} />
              <p className="font-semibold">Erase your child's details?</p>
              <p>
                Their first and last name, age and special requests are erased from this booking, its payment
                and the e-mails we sent about it. This cannot be undone. The booking's reference, dates and
                amounts stay for the accounts.
              </p>
              <div className="flex flex-wrap gap-3">
                <Button type="submit" variant="destructive">
                  Yes, erase my child's details
                </Button>
                <Button asChild variant="ghost">
                  <Link to={page}>Keep them</Link>
                </Button>
              </div>
            </Form>
          ) : (
            <div className="flex flex-col gap-3">
              <p role="alert" className="font-medium text-destructive">
                {texts.erase.still_live}
              </p>
              <Button asChild variant="ghost" className="self-start">
                <Link to={page}>Back</Link>
              </Button>
            </div>
          )}
        </div>
      )}
    </BookingSection>
  );
}
