import { Card, CardContent, CardHeader } from "#app/components/ui/card.tsx";
import { formatEuros } from "#shared/money.ts";
import type { BookingWorkshop } from "#shared/booking-workshop.ts";

/** The workshop, its price, the discount and the total, in euros (docs/product/catalogue-and-pages.md#currency). */
export function OrderSummary(props: {
  workshop: BookingWorkshop;
  discount?: { code: string; discountAmount: number; finalAmount: number };
  teenName?: string;
  /** The chosen group, in its own time and zone. */
  group?: string;
  children?: React.ReactNode;
}) {
  const { workshop, discount } = props;
  const total = discount ? discount.finalAmount : workshop.price;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-bold leading-tight">
          <span className="sr-only">Order summary: </span>
          {workshop.title}
        </h2>
        <p className="text-sm text-muted-foreground">
          {[workshop.duration, workshop.sessions, `Ages ${workshop.ageMin}-${workshop.ageMax}`]
            .filter(Boolean)
            .join(" · ")}
        </p>
        {props.group ? (
          <p className="text-sm text-muted-foreground">Group: {props.group}</p>
        ) : (
          <p className="text-sm text-muted-foreground">Starts: {workshop.startLabel}</p>
        )}
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-2 border-t border-border pt-4 text-sm">
          {props.teenName && (
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Participant</dt>
              <dd className="text-right font-medium">{props.teenName}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Workshop price</dt>
            <dd className="font-medium">{formatEuros(workshop.price)}</dd>
          </div>
          {discount && discount.discountAmount > 0 && (
            <div className="flex justify-between gap-4 text-green-800">
              <dt>Discount ({discount.code})</dt>
              <dd className="font-medium">-{formatEuros(discount.discountAmount)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4 border-t border-border pt-3 text-base">
            <dt className="font-bold">Total</dt>
            <dd className="font-extrabold" data-testid="order-total">
              {formatEuros(total)}
            </dd>
          </div>
        </dl>
        {props.children}
      </CardContent>
    </Card>
  );
}
