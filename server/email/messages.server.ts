import { formatEuros } from "#shared/money.ts";

/*
 * Every text of the e-mails, by language. Templates take a catalogue as a prop and never hold a
 * sentence themselves, so a second language is a second catalogue of the same shape. The HTML and
 * the plain-text parts read the same entries; where the two differ (a sentence that ends with a
 * link in the text part), both forms are here.
 */
const en = {
  layout: {
    questions: "Questions? Write to",
    unsubscribeQuestion: "Don't want these e-mails?",
    unsubscribe: "Unsubscribe",
  },
  greeting: (name: string) => (name ? `Hello ${name},` : "Hello,"),
  pasteLink: "Or paste this link into your browser:",
  signature: (academyName: string, contactEmail: string) => `${academyName} · ${contactEmail}`,

  verification: {
    subject: (academyName: string) => `Confirm your email address for ${academyName}`,
    intro: "Thank you for creating an account. Please confirm your email address to be able to sign in.",
    introBeforeLink:
      "Thank you for creating an account. Please confirm your email address to be able to sign in:",
    button: "Confirm my email",
    validity:
      "The link is valid for 24 hours. If you did not create this account, you can ignore this email.",
  },

  resetPassword: {
    subject: (academyName: string) => `Reset your ${academyName} password`,
    intro: "Someone asked to reset the password of your account. Choose a new password with this link:",
    button: "Choose a new password",
    validity:
      "The link is valid for 1 hour and works once. If you did not ask for it, ignore this email: your password stays the same.",
  },

  accountExists: {
    subject: (academyName: string) => `You already have a ${academyName} account`,
    intro:
      'Someone tried to create an account with this email address, which already has one. If it was you, sign in instead; if you forgot your password, use "Forgot your password?" on the sign-in page.',
    introBeforeLink:
      'Someone tried to create an account with this email address, which already has one. If it was you, sign in instead; if you forgot your password, use "Forgot your password?" on the sign-in page:',
    button: "Sign in",
    notYou: "If it was not you, you can ignore this email: nothing was changed.",
  },

  placeOpen: {
    subject: (workshopTitle: string) => `A place has opened in ${workshopTitle}`,
    heading: "A place has opened",
    goodNewsBefore: "Good news: a place has just opened in ",
    goodNewsAfter: ", the workshop you asked us to keep you posted about.",
    firstFamily: "Places go to the first family to book, so if your teen would like it, book now:",
    button: "Book the place",
    why: (contactEmail: string) =>
      `You receive this e-mail because you joined the workshop's waiting list. To leave it, write to ${contactEmail}.`,
  },

  bookingConfirmation: {
    subject: (workshopTitle: string, reference: string) =>
      `Booking confirmed: ${workshopTitle} (${reference})`,
    heading: "Your booking is confirmed",
    thanksBefore: (teenName: string) => `Thank you! ${teenName}'s place in `,
    thanksAfter: " is confirmed.",
    rows: {
      reference: "Booking reference",
      workshop: "Workshop",
      schedule: "Schedule",
      participant: "Participant",
      amountPaid: "Amount paid",
      discount: "Discount",
    },
    discountValue: (amount: number, code: string | null) =>
      `${formatEuros(amount)}${code ? ` (${code})` : ""}`,
    receiptButton: "Download Receipt",
    receiptText: "Download your receipt (PDF):",
    nextStepsHeading: "What happens next",
    nextSteps: (contactEmail: string) => [
      "The video-call link arrives by e-mail 24 hours before the first session.",
      "Sessions are live, in a small group of 4-6 teens; a quiet spot and a notebook are all your teen needs.",
      `Questions? Write to ${contactEmail}; we answer within 24 hours.`,
    ],
  },

  bookingCancelled: {
    subject: (reference: string, workshopTitle: string) =>
      `Your booking ${reference} for ${workshopTitle} is cancelled`,
    heading: "Booking cancelled",
    cancelledBefore: "Your booking ",
    cancelledMiddle: " for ",
    cancelledAfter: " is cancelled.",
    refund: "For a refund, or any question about this cancellation, contact us at",
    refunded: (amount: string) =>
      `We are refunding ${amount} to the card you paid with. It usually reaches your account within 5 to 10 days.`,
    questions: "Any question about this cancellation? Contact us at",
  },

  lateRefund: {
    subject: (workshopTitle: string) => `Refund: ${workshopTitle} is full`,
    heading: "The workshop filled up: you have been refunded",
    lateBefore: "Your payment reached us after the seat we were holding for you had been released, and ",
    lateAfter: " is now full.",
    refundBefore: "We have refunded the full amount of ",
    refundAfter: "; it reaches your card within 5-10 business days.",
    waitlist: "Join the waiting list and we will write as soon as a place opens:",
    button: "Join the waiting list",
    sorry: "We are sorry for the trouble.",
    sorryQuestions: (contactEmail: string) =>
      `We are sorry for the trouble. Questions? Write to ${contactEmail}.`,
  },

  videoLink: {
    subject: (workshopTitle: string) => `Your video link for ${workshopTitle}`,
    heading: "Your video link",
    firstSession: (teenName: string, workshopTitle: string, when: string) =>
      `${teenName}'s first session of ${workshopTitle} is on ${when}.`,
    join: "Join every session with this link:",
    button: "Join the session",
    schedule: (when: string, dates: string) => `Sessions: ${when}, ${dates}.`,
    bookingPage: "Your booking:",
  },

  sessionReminder: {
    subject: (workshopTitle: string, when: string) => `Reminder: ${workshopTitle}, ${when}`,
    heading: "See you soon",
    session: (teenName: string, number: number, count: number, workshopTitle: string, when: string) =>
      `${teenName}'s session ${number} of ${count} of ${workshopTitle} starts ${when}.`,
    join: "Join with this link:",
    button: "Join the session",
    noLink: "The video link will follow by e-mail before the session.",
    bookingPage: "Your booking:",
  },

  groupChange: {
    subject: (workshopTitle: string) => `Updated sessions for ${workshopTitle}`,
    heading: "Your group has changed",
    changed: (teenName: string, workshopTitle: string) =>
      `The academy has updated ${teenName}'s group for ${workshopTitle}. Here are its sessions now:`,
    schedule: (when: string, dates: string) => `${when}, ${dates}.`,
    join: "Video link:",
    noLink: "The video link will follow by e-mail before the first session.",
    calendar: "The attached calendar file replaces the previous one in your calendar.",
    bookingPage: "Your booking:",
  },

  groupAssigned: {
    subject: (workshopTitle: string) => `Your group for ${workshopTitle}`,
    heading: "Your group is set",
    changed: (teenName: string, workshopTitle: string) =>
      `${teenName}'s group for ${workshopTitle} is set. Here are its sessions:`,
    schedule: (when: string, dates: string) => `${when}, ${dates}.`,
    join: "Video link:",
    noLink: "The video link will follow by e-mail before the first session.",
    calendar: "Add the sessions to your calendar with the attached file.",
    bookingPage: "Your booking:",
  },

  newsletterConfirmation: {
    subject: (academyName: string) => `Please confirm your subscription to the ${academyName} newsletter`,
    thanks: (academyName: string) =>
      `Thank you for signing up for the ${academyName} newsletter: workshop news, practical tips and resources for parents of teens.`,
    confirm: "Please confirm that this is your e-mail address:",
    confirmBeforeLink: "Please confirm that this is your e-mail address by opening this link:",
    button: "Confirm my subscription",
    ignore: "If you did not sign up, ignore this message: you will not hear from us again.",
    unsubscribe: "Unsubscribe:",
  },

  newsletterWelcome: {
    subject: (academyName: string) => `Welcome to the ${academyName} newsletter`,
    confirmed:
      "Your subscription is confirmed. You will receive news about upcoming workshops, practical tips and resources to help your teen grow in confidence, focus and life skills.",
    button: "See our workshops",
    unsubscribe: "Unsubscribe:",
  },
};

export type EmailMessages = typeof en;

export const emailMessages = { en } satisfies Record<string, EmailMessages>;
export type EmailLanguage = keyof typeof emailMessages;
