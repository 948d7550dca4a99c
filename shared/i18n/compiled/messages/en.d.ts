/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Booking_Invalid_FormInputs */
/** @typedef {{}} Booking_Payment_FailureInputs */
/** @typedef {{}} Booking_Sold_OutInputs */
/** @typedef {{ contactEmail: NonNullable<unknown> }} Card_MinimumInputs */
/** @typedef {{ minimum: NonNullable<unknown> }} Discount_Below_MinimumInputs */
/** @typedef {{}} Discount_EmptyInputs */
/** @typedef {{}} Discount_ExpiredInputs */
/** @typedef {{}} Discount_InactiveInputs */
/** @typedef {{}} Discount_UnknownInputs */
/** @typedef {{}} Discount_Used_UpInputs */
/** @typedef {{}} Error_TextInputs */
/** @typedef {{}} Error_TitleInputs */
/** @typedef {{}} Footer_All_WorkshopsInputs */
/** @typedef {{}} Footer_NewsletterInputs */
/** @typedef {{ year: NonNullable<unknown>, academyName: NonNullable<unknown> }} Footer_RightsInputs */
/** @typedef {{}} Invalid_EmailInputs */
/** @typedef {{}} Newsletter_Already_SubscribedInputs */
/** @typedef {{}} Newsletter_ConsentInputs */
/** @typedef {{}} Newsletter_Consent_RequiredInputs */
/** @typedef {{}} Newsletter_SuccessInputs */
/** @typedef {{}} Newsletter_Success_DetailInputs */
/** @typedef {{}} Not_BookableInputs */
/** @typedef {{}} Not_Found_ShortInputs */
/** @typedef {{}} Not_Found_TextInputs */
/** @typedef {{}} Not_Found_TitleInputs */
/** @typedef {{}} Productivity_Age_RangeInputs */
/** @typedef {{}} Productivity_Checkout_ErrorInputs */
/** @typedef {{}} Productivity_Required_FieldsInputs */
/** @typedef {{}} Productivity_Select_ScheduleInputs */
/** @typedef {{}} Productivity_Sold_OutInputs */
/** @typedef {{}} Return_HomeInputs */
/** @typedef {{}} Shell_LoginInputs */
/** @typedef {{}} Shell_Nav_LabelInputs */
/** @typedef {{}} Shell_WorkshopsInputs */
/** @typedef {{}} Something_Went_WrongInputs */
/** @typedef {{}} Too_Many_HoldsInputs */
/** @typedef {{}} Try_Again_LaterInputs */
/** @typedef {{}} Waitlist_DuplicateInputs */
export const booking_invalid_form: (inputs: Booking_Invalid_FormInputs) => LocalizedString;
export const booking_payment_failure: (inputs: Booking_Payment_FailureInputs) => LocalizedString;
export const booking_sold_out: (inputs: Booking_Sold_OutInputs) => LocalizedString;
export const card_minimum: (inputs: Card_MinimumInputs) => LocalizedString;
export const discount_below_minimum: (inputs: Discount_Below_MinimumInputs) => LocalizedString;
export const discount_empty: (inputs: Discount_EmptyInputs) => LocalizedString;
export const discount_expired: (inputs: Discount_ExpiredInputs) => LocalizedString;
export const discount_inactive: (inputs: Discount_InactiveInputs) => LocalizedString;
export const discount_unknown: (inputs: Discount_UnknownInputs) => LocalizedString;
export const discount_used_up: (inputs: Discount_Used_UpInputs) => LocalizedString;
export const error_text: (inputs: Error_TextInputs) => LocalizedString;
export const error_title: (inputs: Error_TitleInputs) => LocalizedString;
export const footer_all_workshops: (inputs: Footer_All_WorkshopsInputs) => LocalizedString;
export const footer_newsletter: (inputs: Footer_NewsletterInputs) => LocalizedString;
export const footer_rights: (inputs: Footer_RightsInputs) => LocalizedString;
export const invalid_email: (inputs: Invalid_EmailInputs) => LocalizedString;
export const newsletter_already_subscribed: (inputs: Newsletter_Already_SubscribedInputs) => LocalizedString;
export const newsletter_consent: (inputs: Newsletter_ConsentInputs) => LocalizedString;
export const newsletter_consent_required: (inputs: Newsletter_Consent_RequiredInputs) => LocalizedString;
export const newsletter_success: (inputs: Newsletter_SuccessInputs) => LocalizedString;
export const newsletter_success_detail: (inputs: Newsletter_Success_DetailInputs) => LocalizedString;
export const not_bookable: (inputs: Not_BookableInputs) => LocalizedString;
export const not_found_short: (inputs: Not_Found_ShortInputs) => LocalizedString;
export const not_found_text: (inputs: Not_Found_TextInputs) => LocalizedString;
export const not_found_title: (inputs: Not_Found_TitleInputs) => LocalizedString;
export const productivity_age_range: (inputs: Productivity_Age_RangeInputs) => LocalizedString;
export const productivity_checkout_error: (inputs: Productivity_Checkout_ErrorInputs) => LocalizedString;
export const productivity_required_fields: (inputs: Productivity_Required_FieldsInputs) => LocalizedString;
export const productivity_select_schedule: (inputs: Productivity_Select_ScheduleInputs) => LocalizedString;
export const productivity_sold_out: (inputs: Productivity_Sold_OutInputs) => LocalizedString;
export const return_home: (inputs: Return_HomeInputs) => LocalizedString;
export const shell_login: (inputs: Shell_LoginInputs) => LocalizedString;
export const shell_nav_label: (inputs: Shell_Nav_LabelInputs) => LocalizedString;
export const shell_workshops: (inputs: Shell_WorkshopsInputs) => LocalizedString;
export const something_went_wrong: (inputs: Something_Went_WrongInputs) => LocalizedString;
export const too_many_holds: (inputs: Too_Many_HoldsInputs) => LocalizedString;
export const try_again_later: (inputs: Try_Again_LaterInputs) => LocalizedString;
export const waitlist_duplicate: (inputs: Waitlist_DuplicateInputs) => LocalizedString;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Invalid_FormInputs = {};
export type Booking_Payment_FailureInputs = {};
export type Booking_Sold_OutInputs = {};
export type Card_MinimumInputs = {
    contactEmail: NonNullable<unknown>;
};
export type Discount_Below_MinimumInputs = {
    minimum: NonNullable<unknown>;
};
export type Discount_EmptyInputs = {};
export type Discount_ExpiredInputs = {};
export type Discount_InactiveInputs = {};
export type Discount_UnknownInputs = {};
export type Discount_Used_UpInputs = {};
export type Error_TextInputs = {};
export type Error_TitleInputs = {};
export type Footer_All_WorkshopsInputs = {};
export type Footer_NewsletterInputs = {};
export type Footer_RightsInputs = {
    year: NonNullable<unknown>;
    academyName: NonNullable<unknown>;
};
export type Invalid_EmailInputs = {};
export type Newsletter_Already_SubscribedInputs = {};
export type Newsletter_ConsentInputs = {};
export type Newsletter_Consent_RequiredInputs = {};
export type Newsletter_SuccessInputs = {};
export type Newsletter_Success_DetailInputs = {};
export type Not_BookableInputs = {};
export type Not_Found_ShortInputs = {};
export type Not_Found_TextInputs = {};
export type Not_Found_TitleInputs = {};
export type Productivity_Age_RangeInputs = {};
export type Productivity_Checkout_ErrorInputs = {};
export type Productivity_Required_FieldsInputs = {};
export type Productivity_Select_ScheduleInputs = {};
export type Productivity_Sold_OutInputs = {};
export type Return_HomeInputs = {};
export type Shell_LoginInputs = {};
export type Shell_Nav_LabelInputs = {};
export type Shell_WorkshopsInputs = {};
export type Something_Went_WrongInputs = {};
export type Too_Many_HoldsInputs = {};
export type Try_Again_LaterInputs = {};
export type Waitlist_DuplicateInputs = {};
