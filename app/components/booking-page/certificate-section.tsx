import { Award } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import { m } from "#shared/i18n/messages.ts";
import { paths } from "#shared/paths.ts";
import { BookingSection } from "./booking-section.tsx";

export type CertificateLink = { teenFirstName: string; attended: number; sessionCount: number };

/**
 * The certificate of completion (docs/product/reviews-and-certificates.md): shown after the group's
 * last session to a teen who attended at least 75% of the sessions, until the teen's details are erased.
 */
export function CertificateSection(props: { certificate: CertificateLink | null; token: string }) {
  const locale = { locale: useLanguage() };
  const { certificate } = props;
  if (!certificate) return null;
  return (
    <BookingSection id="certificate" title={m.booking_page_certificate_heading({}, locale)}>
      <p>
        {m.booking_page_certificate_text(
          {
            teenFirstName: certificate.teenFirstName,
            attended: String(certificate.attended),
            count: String(certificate.sessionCount),
          },
          locale,
        )}
      </p>
      <div>
        <Button asChild>
          <a href={paths.bookingCertificate(props.token)} download>
            <Award aria-hidden="true" />
            {m.booking_page_certificate_link({}, locale)}
          </a>
        </Button>
      </div>
    </BookingSection>
  );
}
