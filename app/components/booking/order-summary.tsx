import { Card, CardContent, CardHeader } from "#app/components/ui/card.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import { m } from "#shared/i18n/messages.ts";
import { formatPrice } from "#shared/money.ts";
import type { BookingWorkshop } from "#shared/booking-workshop.ts";

/** The workshop, its price, the discount and the total, in euros (docs/product/catalogue-and-pages.md#currency). */
export function OrderSummary(props: {
  workshop: BookingWorkshop;
  discount?: { code: string; discountAmount: number; finalAmount: number };
  teenName?: string;
  /** An order of several teens: one line each, at the workshop's price. */
  teenNames?: string[];
  /** The chosen group, in its own time and zone. */
  group?: string;
  children?: React.ReactNode;
}) {
  const { workshop, discount } = props;
  const several = props.teenNames && props.teenNames.length > 1 ? props.teenNames : undefined;
  const total = discount ? discount.finalAmount : workshop.price * (several?.length ?? 1);
  const language = useLanguage();
  const locale = { locale: language };
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-bold leading-tight">
          <span className="sr-only">{m.booking_order_summary_prefix({}, locale)} </span>
          {workshop.title}
        </h2>
        <p className="text-sm text-muted-foreground">
          {[
            workshop.duration,
            workshop.sessions,
            m.booking_ages({ ageMin: workshop.ageMin, ageMax: workshop.ageMax }, locale),
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
        {props.group ? (
          <p className="text-sm text-muted-foreground">
            {m.booking_group_line({ group: props.group }, locale)}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            {m.booking_starts_line({ start: workshop.startLabel }, locale)}
          </p>
        )}
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-2 border-t border-border pt-4 text-sm">
          {several ? (
            several.map((name, index) => (
              <div key={index} className="flex justify-between gap-4" data-testid="order-teen">
                <dt className="min-w-0 break-words text-muted-foreground">{name}</dt>
                <dd className="font-medium">{formatPrice(workshop.price, language)}</dd>
              </div>
            ))
          ) : (
            <>
              {props.teenName && (
                <div className="flex justify-between gap-4">
                  <dt className="text-muted-foreground">{m.receipt_participant({}, locale)}</dt>
                  <dd className="text-right font-medium">{props.teenName}</dd>
                </div>
              )}
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">{m.receipt_price({}, locale)}</dt>
                <dd className="font-medium">{formatPrice(workshop.price, language)}</dd>
              </div>
            </>
          )}
          {discount && discount.discountAmount > 0 && (
            <div className="flex justify-between gap-4 text-green-800">
              <dt>{m.receipt_discount_code({ code: discount.code }, locale)}</dt>
              <dd className="font-medium">-{formatPrice(discount.discountAmount, language)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4 border-t border-border pt-3 text-base">
            <dt className="font-bold">{m.booking_total({}, locale)}</dt>
            <dd className="font-extrabold" data-testid="order-total">
              {formatPrice(total, language)}
            </dd>
          </div>
        </dl>
        {props.children}
      </CardContent>
    </Card>
  );
}
