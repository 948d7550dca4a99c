/** Every internal path of the site, so that components never hand-type a URL. */
export const paths = {
  home: "/",
  workshops: "/workshops",
  workshop: (id: string) => `/workshops#${id}`,
  waitlist: (workshopId: string) => `/workshops/${encodeURIComponent(workshopId)}/waitlist`,
  productivity: "/productivity-workshop",
  productivityOrderSummary: "/productivity-workshop/order-summary",
  productivitySuccess: "/productivity-workshop/success",
  productivityCancelled: "/productivity-workshop/cancelled",
  booking: (workshopId: string) => `/booking/${encodeURIComponent(workshopId)}`,
  bookingPayment: (workshopId: string) => `/booking/${encodeURIComponent(workshopId)}/payment`,
  bookingConfirmation: (workshopId: string) => `/booking/${encodeURIComponent(workshopId)}/confirmation`,
  paymentProcessing: "/payment-processing",
  auth: "/auth",
  admin: "/admin",
} as const;
