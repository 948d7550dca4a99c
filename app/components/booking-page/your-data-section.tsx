import { useLocalisedPath } from "#app/lib/use-localised-path.ts";
import { Download, Trash2 } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import { bookingPageTexts, type BookingPageView } from "#shared/booking-page.ts";
import { m } from "#shared/i18n/messages.ts";
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
/** Long French labels wrap on a phone instead of pushing the page sideways. */
const wrapping = "h-auto min-h-11 whitespace-normal py-2 text-center";

export function YourDataSection(props: { booking: BookingPageView; token: string; confirming: boolean }) {
  const { booking, token, confirming } = props;
  const language = useLanguage();
  const locale = { locale: language };
  const texts = bookingPageTexts(language);
  // The confirmation stays on the page's own language.
  const page = useLocalisedPath()(paths.bookingPage(token));
  return (
    <BookingSection id="your-data" title={m.booking_page_data_title({}, locale)}>
      <p>{m.booking_page_data_text({}, locale)}</p>
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline" className={wrapping}>
          <a href={paths.bookingPageData(token)} download>
            <Download aria-hidden="true" />
            {m.booking_page_data_download({}, locale)}
          </a>
        </Button>
        {!booking.teenDetailsErased && !confirming && (
          <Button asChild variant="outline" className={wrapping}>
            <Link to={`${page}?${CONFIRM_ERASE_PARAM}=confirm#your-data-heading`} preventScrollReset>
              <Trash2 aria-hidden="true" />
              {m.booking_page_erase_open({}, locale)}
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
              <p className="font-semibold">{m.booking_page_erase_question({}, locale)}</p>
              <p>{m.booking_page_erase_text({}, locale)}</p>
              <div className="flex flex-wrap gap-3">
                <Button type="submit" variant="destructive">
                  {m.booking_page_erase_confirm({}, locale)}
                </Button>
                <Button asChild variant="ghost">
                  <Link to={page}>{m.booking_page_erase_keep({}, locale)}</Link>
                </Button>
              </div>
            </Form>
          ) : (
            <div className="flex flex-col gap-3">
              <p role="alert" className="font-medium text-destructive">
                {texts.erase.still_live}
              </p>
              <Button asChild variant="ghost" className="self-start">
                <Link to={page}>{m.booking_page_erase_back({}, locale)}</Link>
              </Button>
            </div>
          )}
        </div>
      )}
    </BookingSection>
  );
}
