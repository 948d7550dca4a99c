import { m, type PlainTexts } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { formatEuros } from "#shared/money.ts";
import { refundPolicyTexts } from "#shared/refund-policy.ts";

/*
 * Every text of the e-mails, by language, read from the message catalogues
 * (docs/decisions/016-i18n-library.md). Templates take a catalogue as a prop and never hold a
 * sentence themselves. The HTML and the plain-text parts read the same entries; where the two
 * differ (a sentence that ends with a link in the text part), both forms are here.
 */
export function emailTexts(language: Language) {
  const locale = { locale: language };
  return {
    /** The catalogue's language: the e-mail's `lang` and its Content-Language header. */
    language,
    layout: {
      questions: m.email_questions({}, locale),
      unsubscribeQuestion: m.email_unsubscribe_question({}, locale),
      unsubscribe: m.email_unsubscribe({}, locale),
    },
    greeting: (name: string) =>
      name ? m.email_greeting_name({ name }, locale) : m.email_greeting({}, locale),
    pasteLink: m.email_paste_link({}, locale),
    signature: (academyName: string, contactEmail: string) =>
      m.email_signature({ academyName, contactEmail }, locale),

    verification: {
      subject: (academyName: string) => m.email_verification_subject({ academyName }, locale),
      intro: m.email_verification_intro({}, locale),
      introBeforeLink: m.email_verification_intro_before_link({}, locale),
      button: m.email_verification_button({}, locale),
      validity: m.email_verification_validity({}, locale),
    },

    resetPassword: {
      subject: (academyName: string) => m.email_reset_subject({ academyName }, locale),
      intro: m.email_reset_intro({}, locale),
      button: m.email_reset_button({}, locale),
      validity: m.email_reset_validity({}, locale),
    },

    accountExists: {
      subject: (academyName: string) => m.email_account_exists_subject({ academyName }, locale),
      intro: m.email_account_exists_intro({}, locale),
      introBeforeLink: m.email_account_exists_intro_before_link({}, locale),
      button: m.email_account_exists_button({}, locale),
      notYou: m.email_account_exists_not_you({}, locale),
    },

    familyLink: {
      subject: (academyName: string) => m.email_family_link_subject({ academyName }, locale),
      heading: m.email_family_link_heading({}, locale),
      intro: m.email_family_link_intro({}, locale),
      button: m.email_family_link_button({}, locale),
      validity: (minutes: number) => m.email_family_link_validity({ minutes }, locale),
      notYou: m.email_family_link_not_you({}, locale),
    },

    placeOpen: {
      /** One place, or places held together for brothers and sisters (`several`). */
      subject: (workshopTitle: string, several: boolean) =>
        several
          ? m.email_place_open_subject_several({ workshopTitle }, locale)
          : m.email_place_open_subject({ workshopTitle }, locale),
      heading: (several: boolean) =>
        several ? m.email_place_open_heading_several({}, locale) : m.email_place_open_heading({}, locale),
      goodNewsBefore: (several: boolean) =>
        several
          ? m.email_place_open_good_news_before_several({}, locale)
          : m.email_place_open_good_news_before({}, locale),
      goodNewsAfter: m.email_place_open_good_news_after({}, locale),
      held: (heldUntil: string, several: boolean) =>
        several
          ? m.email_place_open_held_several({ heldUntil }, locale)
          : m.email_place_open_held({ heldUntil }, locale),
      seats: (seats: number) => m.email_place_open_seats({ seats }, locale),
      button: (several: boolean) =>
        several ? m.email_place_open_button_several({}, locale) : m.email_place_open_button({}, locale),
      nextFamily: (several: boolean) =>
        several
          ? m.email_place_open_next_family_several({}, locale)
          : m.email_place_open_next_family({}, locale),
      why: (contactEmail: string) => m.email_place_open_why({ contactEmail }, locale),
    },

    waitlistJoined: {
      subject: (workshopTitle: string) => m.email_waitlist_joined_subject({ workshopTitle }, locale),
      heading: m.email_waitlist_joined_heading({}, locale),
      savedBefore: m.email_waitlist_joined_before({}, locale),
      savedAfter: m.email_waitlist_joined_after({}, locale),
      /** An entry for several teens: places are offered only when there are as many together. */
      seats: (teens: number) => m.waitlist_teens_saved({ teens }, locale),
      next: m.email_waitlist_joined_next({}, locale),
      button: m.email_waitlist_joined_button({}, locale),
      why: (contactEmail: string) => m.email_waitlist_joined_why({ contactEmail }, locale),
    },

    bookingConfirmation: {
      subject: (workshopTitle: string, reference: string) =>
        m.email_booking_confirmation_subject({ workshopTitle, reference }, locale),
      heading: m.email_booking_confirmation_heading({}, locale),
      thanksBefore: (teenName: string) => m.email_booking_confirmation_thanks_before({ teenName }, locale),
      thanksAfter: m.email_booking_confirmation_thanks_after({}, locale),
      thanksBeforeSeveral: (teenNames: string[]) =>
        m.email_booking_confirmation_thanks_before_several(
          { teenNames: new Intl.ListFormat(language, { type: "conjunction" }).format(teenNames) },
          locale,
        ),
      thanksAfterSeveral: m.email_booking_confirmation_thanks_after_several({}, locale),
      teenPageLink: (teenName: string, reference: string) =>
        m.email_booking_page_link_teen({ teenName, reference }, locale),
      rows: {
        reference: m.email_booking_row_reference({}, locale),
        references: m.email_booking_row_references({}, locale),
        workshop: m.email_booking_row_workshop({}, locale),
        schedule: m.email_booking_row_schedule({}, locale),
        participant: m.email_booking_row_participant({}, locale),
        participants: m.email_booking_row_participants({}, locale),
        amountPaid: m.email_booking_row_amount_paid({}, locale),
        discount: m.email_booking_row_discount({}, locale),
      },
      // An amount and a code, not a sentence: no catalogue entry.
      discountValue: (amount: number, code: string | null) =>
        `${formatEuros(amount, language)}${code ? ` (${code})` : ""}`,
      receiptButton: m.email_booking_receipt_button({}, locale),
      receiptText: m.email_booking_receipt_text({}, locale),
      bookingPage: m.email_booking_page({}, locale),
      bookingPageLink: m.email_booking_page_link({}, locale),
      nextStepsHeading: m.email_booking_next_steps_heading({}, locale),
      nextSteps: (contactEmail: string, calendarAttached: boolean) => [
        calendarAttached
          ? m.email_booking_next_step_link({}, locale)
          : m.email_booking_next_step_link_no_group({}, locale),
        m.email_booking_next_step_group({}, locale),
        m.email_booking_next_step_questions({ contactEmail }, locale),
      ],
      /** The one refund policy, kept by the family with its confirmation (shared/refund-policy.ts). */
      policy: refundPolicyTexts(language),
    },

    bookingCancelled: {
      subject: (reference: string, workshopTitle: string) =>
        m.email_booking_cancelled_subject({ reference, workshopTitle }, locale),
      heading: m.email_booking_cancelled_heading({}, locale),
      cancelledBefore: m.email_booking_cancelled_before({}, locale),
      cancelledMiddle: m.email_booking_cancelled_middle({}, locale),
      cancelledAfter: m.email_booking_cancelled_after({}, locale),
      refund: m.email_booking_cancelled_refund({}, locale),
      refunded: (amount: string) => m.email_booking_cancelled_refunded({ amount }, locale),
      questions: m.email_booking_cancelled_questions({}, locale),
      note: m.email_booking_cancelled_note({}, locale),
      bookingPage: m.email_booking_page({}, locale),
      bookingPageLink: m.email_booking_page_link({}, locale),
      withdrawalSubject: (reference: string, workshopTitle: string) =>
        m.email_withdrawal_subject({ reference, workshopTitle }, locale),
      withdrawalHeading: m.email_withdrawal_heading({}, locale),
      withdrawalAck: (reference: string, workshopTitle: string, date: string) =>
        m.email_withdrawal_ack({ reference, workshopTitle, date }, locale),
    },

    lateRefund: {
      subject: (workshopTitle: string) => m.email_late_refund_subject({ workshopTitle }, locale),
      heading: m.email_late_refund_heading({}, locale),
      lateBefore: m.email_late_refund_late_before({}, locale),
      lateAfter: m.email_late_refund_late_after({}, locale),
      refundBefore: m.email_late_refund_refund_before({}, locale),
      refundAfter: m.email_late_refund_refund_after({}, locale),
      waitlist: m.email_late_refund_waitlist({}, locale),
      button: m.email_late_refund_button({}, locale),
      sorry: m.email_late_refund_sorry({}, locale),
      sorryQuestions: (contactEmail: string) => m.email_late_refund_sorry_questions({ contactEmail }, locale),
    },

    videoLink: {
      subject: (workshopTitle: string) => m.email_video_link_subject({ workshopTitle }, locale),
      heading: m.email_video_link_heading({}, locale),
      firstSession: (teenName: string, workshopTitle: string, when: string) =>
        m.email_video_link_first_session({ teenName, workshopTitle, when }, locale),
      join: m.email_video_link_join({}, locale),
      button: m.email_join_session_button({}, locale),
      checklistHeading: m.email_video_link_checklist_heading({}, locale),
      checklist: [
        m.email_video_link_checklist_device({}, locale),
        m.email_video_link_checklist_place({}, locale),
        m.email_video_link_checklist_early({}, locale),
      ],
      schedule: (when: string, dates: string) => m.email_video_link_schedule({ when, dates }, locale),
      bookingPage: m.email_booking_page({}, locale),
      bookingPageLink: m.email_booking_page_link({}, locale),
    },

    sessionReminder: {
      subject: (workshopTitle: string, when: string) =>
        m.email_reminder_subject({ workshopTitle, when }, locale),
      heading: m.email_reminder_heading({}, locale),
      session: (teenName: string, number: number, count: number, workshopTitle: string, when: string) =>
        m.email_reminder_session({ teenName, number, count, workshopTitle, when }, locale),
      join: m.email_reminder_join({}, locale),
      button: m.email_join_session_button({}, locale),
      noLink: m.email_reminder_no_link({}, locale),
      bookingPage: m.email_booking_page({}, locale),
      bookingPageLink: m.email_booking_page_link({}, locale),
    },

    groupChange: {
      subject: (workshopTitle: string) => m.email_group_change_subject({ workshopTitle }, locale),
      heading: m.email_group_change_heading({}, locale),
      changed: (teenName: string, workshopTitle: string) =>
        m.email_group_change_changed({ teenName, workshopTitle }, locale),
      schedule: (when: string, dates: string) => m.email_group_schedule({ when, dates }, locale),
      join: m.email_group_join({}, locale),
      joinLink: m.email_join_session_button({}, locale),
      noLink: m.email_group_no_link({}, locale),
      calendar: m.email_group_change_calendar({}, locale),
      bookingPage: m.email_booking_page({}, locale),
      bookingPageLink: m.email_booking_page_link({}, locale),
    },

    groupAssigned: {
      subject: (workshopTitle: string) => m.email_group_assigned_subject({ workshopTitle }, locale),
      heading: m.email_group_assigned_heading({}, locale),
      changed: (teenName: string, workshopTitle: string) =>
        m.email_group_assigned_changed({ teenName, workshopTitle }, locale),
      schedule: (when: string, dates: string) => m.email_group_schedule({ when, dates }, locale),
      join: m.email_group_join({}, locale),
      joinLink: m.email_join_session_button({}, locale),
      noLink: m.email_group_no_link({}, locale),
      calendar: m.email_group_assigned_calendar({}, locale),
      bookingPage: m.email_booking_page({}, locale),
      bookingPageLink: m.email_booking_page_link({}, locale),
    },

    missedSession: {
      subject: (teenName: string, workshopTitle: string) =>
        m.email_missed_session_subject({ teenName, workshopTitle }, locale),
      heading: m.email_missed_session_heading({}, locale),
      missed: (teenName: string, number: number, count: number, when: string) =>
        m.email_missed_session_missed({ teenName, number, count, when }, locale),
      next: (when: string) => m.email_missed_session_next({ when }, locale),
      last: m.email_missed_session_last({}, locale),
      mistake: (teenName: string, contactEmail: string) =>
        m.email_missed_session_mistake({ teenName, contactEmail }, locale),
      bookingPage: m.email_booking_page({}, locale),
      bookingPageLink: m.email_booking_page_link({}, locale),
    },

    groupClosed: {
      subject: (workshopTitle: string) => m.email_group_closed_subject({ workshopTitle }, locale),
      heading: m.email_group_closed_heading({}, locale),
      closed: (workshopTitle: string, reference: string) =>
        m.email_group_closed_closed({ workshopTitle, reference }, locale),
      moveIntro: m.email_group_closed_move_intro({}, locale),
      noGroup: m.email_group_closed_no_group({}, locale),
      refund: m.email_group_closed_refund({}, locale),
      refundOnly: m.email_group_closed_refund_only({}, locale),
      deadline: (when: string) => m.email_group_closed_deadline({ when }, locale),
      button: m.email_group_closed_button({}, locale),
    },

    groupMessage: {
      from: (authorName: string, workshopTitle: string) =>
        m.email_group_message_from({ authorName, workshopTitle }, locale),
      bookingPage: m.email_booking_page({}, locale),
      bookingPageLink: m.email_booking_page_link({}, locale),
    },

    coachInvitation: {
      subject: (academyName: string) => m.email_coach_invitation_subject({ academyName }, locale),
      heading: m.email_coach_invitation_heading({}, locale),
      intro: (academyName: string) => m.email_coach_invitation_intro({ academyName }, locale),
      button: m.email_coach_invitation_button({}, locale),
      secondFactor: m.email_coach_invitation_second_factor({}, locale),
      validity: (days: number) => m.email_coach_invitation_validity({ days }, locale),
    },

    newsletterConfirmation: {
      subject: (academyName: string) => m.email_newsletter_confirmation_subject({ academyName }, locale),
      thanks: (academyName: string) => m.email_newsletter_confirmation_thanks({ academyName }, locale),
      confirm: m.email_newsletter_confirmation_confirm({}, locale),
      confirmBeforeLink: m.email_newsletter_confirmation_confirm_before_link({}, locale),
      button: m.email_newsletter_confirmation_button({}, locale),
      ignore: m.email_newsletter_confirmation_ignore({}, locale),
      unsubscribe: m.email_newsletter_unsubscribe({}, locale),
    },

    newsletterWelcome: {
      subject: (academyName: string) => m.email_newsletter_welcome_subject({ academyName }, locale),
      confirmed: m.email_newsletter_welcome_confirmed({}, locale),
      button: m.email_newsletter_welcome_button({}, locale),
      unsubscribe: m.email_newsletter_unsubscribe({}, locale),
    },
  };
}

/** A catalogue's shape: a template takes one as a prop. */
export type EmailMessages = PlainTexts<Omit<ReturnType<typeof emailTexts>, "language">> & {
  language: Language;
};

export const emailMessages = { en: emailTexts("en"), fr: emailTexts("fr") } satisfies Record<
  Language,
  EmailMessages
>;
export type EmailLanguage = keyof typeof emailMessages;
