/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

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
import * as __en from "./en.js"
import * as __fr from "./fr.js"
/**
* | output |
* | --- |
* | "Please check the booking form and try again." |
*
* @param {Booking_Invalid_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_invalid_form = /** @type {((inputs?: Booking_Invalid_FormInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Invalid_FormInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.booking_invalid_form(inputs)
	return __en.booking_invalid_form(inputs)
});
/**
* | output |
* | --- |
* | "An error occurred during payment processing." |
*
* @param {Booking_Payment_FailureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_payment_failure = /** @type {((inputs?: Booking_Payment_FailureInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Payment_FailureInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.booking_payment_failure(inputs)
	return __en.booking_payment_failure(inputs)
});
/**
* | output |
* | --- |
* | "This workshop is now full. Join the waiting list to hear when a place opens." |
*
* @param {Booking_Sold_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_sold_out = /** @type {((inputs?: Booking_Sold_OutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Sold_OutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.booking_sold_out(inputs)
	return __en.booking_sold_out(inputs)
});
/**
* | output |
* | --- |
* | "Card payments start at €0.50, so this booking cannot be paid online. Please write to {contactEmail} and we will confirm it for you." |
*
* @param {Card_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const card_minimum = /** @type {((inputs: Card_MinimumInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_MinimumInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.card_minimum(inputs)
	return __en.card_minimum(inputs)
});
/**
* | output |
* | --- |
* | "This discount code applies to orders of {minimum} or more." |
*
* @param {Discount_Below_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const discount_below_minimum = /** @type {((inputs: Discount_Below_MinimumInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Discount_Below_MinimumInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.discount_below_minimum(inputs)
	return __en.discount_below_minimum(inputs)
});
/**
* | output |
* | --- |
* | "Please enter a discount code." |
*
* @param {Discount_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const discount_empty = /** @type {((inputs?: Discount_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Discount_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.discount_empty(inputs)
	return __en.discount_empty(inputs)
});
/**
* | output |
* | --- |
* | "This discount code has expired." |
*
* @param {Discount_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const discount_expired = /** @type {((inputs?: Discount_ExpiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Discount_ExpiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.discount_expired(inputs)
	return __en.discount_expired(inputs)
});
/**
* | output |
* | --- |
* | "This discount code is no longer active." |
*
* @param {Discount_InactiveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const discount_inactive = /** @type {((inputs?: Discount_InactiveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Discount_InactiveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.discount_inactive(inputs)
	return __en.discount_inactive(inputs)
});
/**
* | output |
* | --- |
* | "This discount code is not valid." |
*
* @param {Discount_UnknownInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const discount_unknown = /** @type {((inputs?: Discount_UnknownInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Discount_UnknownInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.discount_unknown(inputs)
	return __en.discount_unknown(inputs)
});
/**
* | output |
* | --- |
* | "This discount code has reached its usage limit." |
*
* @param {Discount_Used_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const discount_used_up = /** @type {((inputs?: Discount_Used_UpInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Discount_Used_UpInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.discount_used_up(inputs)
	return __en.discount_used_up(inputs)
});
/**
* | output |
* | --- |
* | "An unexpected error occurred. Please try again in a moment." |
*
* @param {Error_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_text = /** @type {((inputs?: Error_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.error_text(inputs)
	return __en.error_text(inputs)
});
/**
* | output |
* | --- |
* | "Something went wrong" |
*
* @param {Error_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_title = /** @type {((inputs?: Error_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.error_title(inputs)
	return __en.error_title(inputs)
});
/**
* | output |
* | --- |
* | "All workshops" |
*
* @param {Footer_All_WorkshopsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const footer_all_workshops = /** @type {((inputs?: Footer_All_WorkshopsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_All_WorkshopsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.footer_all_workshops(inputs)
	return __en.footer_all_workshops(inputs)
});
/**
* | output |
* | --- |
* | "Newsletter" |
*
* @param {Footer_NewsletterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const footer_newsletter = /** @type {((inputs?: Footer_NewsletterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_NewsletterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.footer_newsletter(inputs)
	return __en.footer_newsletter(inputs)
});
/**
* | output |
* | --- |
* | "© {year} {academyName}. All rights reserved." |
*
* @param {Footer_RightsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const footer_rights = /** @type {((inputs: Footer_RightsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_RightsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.footer_rights(inputs)
	return __en.footer_rights(inputs)
});
/**
* | output |
* | --- |
* | "Please enter a valid email address" |
*
* @param {Invalid_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invalid_email = /** @type {((inputs?: Invalid_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invalid_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.invalid_email(inputs)
	return __en.invalid_email(inputs)
});
/**
* | output |
* | --- |
* | "This email is already subscribed to our newsletter!" |
*
* @param {Newsletter_Already_SubscribedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_already_subscribed = /** @type {((inputs?: Newsletter_Already_SubscribedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Already_SubscribedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.newsletter_already_subscribed(inputs)
	return __en.newsletter_already_subscribed(inputs)
});
/**
* | output |
* | --- |
* | "I agree to receive emails about workshops, tips, and resources. You can unsubscribe at any time." |
*
* @param {Newsletter_ConsentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_consent = /** @type {((inputs?: Newsletter_ConsentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_ConsentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.newsletter_consent(inputs)
	return __en.newsletter_consent(inputs)
});
/**
* | output |
* | --- |
* | "You must agree to receive emails" |
*
* @param {Newsletter_Consent_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_consent_required = /** @type {((inputs?: Newsletter_Consent_RequiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Consent_RequiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.newsletter_consent_required(inputs)
	return __en.newsletter_consent_required(inputs)
});
/**
* | output |
* | --- |
* | "Successfully subscribed to our newsletter!" |
*
* @param {Newsletter_SuccessInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_success = /** @type {((inputs?: Newsletter_SuccessInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_SuccessInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.newsletter_success(inputs)
	return __en.newsletter_success(inputs)
});
/**
* | output |
* | --- |
* | "Check your inbox to confirm." |
*
* @param {Newsletter_Success_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_success_detail = /** @type {((inputs?: Newsletter_Success_DetailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Success_DetailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.newsletter_success_detail(inputs)
	return __en.newsletter_success_detail(inputs)
});
/**
* | output |
* | --- |
* | "This workshop is not open for booking." |
*
* @param {Not_BookableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const not_bookable = /** @type {((inputs?: Not_BookableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_BookableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.not_bookable(inputs)
	return __en.not_bookable(inputs)
});
/**
* | output |
* | --- |
* | "The page you are looking for does not exist." |
*
* @param {Not_Found_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const not_found_short = /** @type {((inputs?: Not_Found_ShortInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_ShortInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.not_found_short(inputs)
	return __en.not_found_short(inputs)
});
/**
* | output |
* | --- |
* | "The page you are looking for does not exist or has moved." |
*
* @param {Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const not_found_text = /** @type {((inputs?: Not_Found_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.not_found_text(inputs)
	return __en.not_found_text(inputs)
});
/**
* | output |
* | --- |
* | "Oops! Page not found" |
*
* @param {Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const not_found_title = /** @type {((inputs?: Not_Found_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.not_found_title(inputs)
	return __en.not_found_title(inputs)
});
/**
* | output |
* | --- |
* | "Teen age must be between 12 and 16" |
*
* @param {Productivity_Age_RangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_age_range = /** @type {((inputs?: Productivity_Age_RangeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Age_RangeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.productivity_age_range(inputs)
	return __en.productivity_age_range(inputs)
});
/**
* | output |
* | --- |
* | "Error creating payment session. Please try again." |
*
* @param {Productivity_Checkout_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_checkout_error = /** @type {((inputs?: Productivity_Checkout_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Checkout_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.productivity_checkout_error(inputs)
	return __en.productivity_checkout_error(inputs)
});
/**
* | output |
* | --- |
* | "Please fill in all required fields" |
*
* @param {Productivity_Required_FieldsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_required_fields = /** @type {((inputs?: Productivity_Required_FieldsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Required_FieldsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.productivity_required_fields(inputs)
	return __en.productivity_required_fields(inputs)
});
/**
* | output |
* | --- |
* | "Please select a schedule option" |
*
* @param {Productivity_Select_ScheduleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_select_schedule = /** @type {((inputs?: Productivity_Select_ScheduleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Select_ScheduleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.productivity_select_schedule(inputs)
	return __en.productivity_select_schedule(inputs)
});
/**
* | output |
* | --- |
* | "Sorry, this schedule option has just sold out. Please choose another one." |
*
* @param {Productivity_Sold_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_sold_out = /** @type {((inputs?: Productivity_Sold_OutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Sold_OutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.productivity_sold_out(inputs)
	return __en.productivity_sold_out(inputs)
});
/**
* | output |
* | --- |
* | "Return to Home" |
*
* @param {Return_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const return_home = /** @type {((inputs?: Return_HomeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Return_HomeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.return_home(inputs)
	return __en.return_home(inputs)
});
/**
* | output |
* | --- |
* | "Login" |
*
* @param {Shell_LoginInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_login = /** @type {((inputs?: Shell_LoginInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_LoginInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_login(inputs)
	return __en.shell_login(inputs)
});
/**
* | output |
* | --- |
* | "Main" |
*
* @param {Shell_Nav_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_nav_label = /** @type {((inputs?: Shell_Nav_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_nav_label(inputs)
	return __en.shell_nav_label(inputs)
});
/**
* | output |
* | --- |
* | "Workshops" |
*
* @param {Shell_WorkshopsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_workshops = /** @type {((inputs?: Shell_WorkshopsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_WorkshopsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_workshops(inputs)
	return __en.shell_workshops(inputs)
});
/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Something_Went_WrongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const something_went_wrong = /** @type {((inputs?: Something_Went_WrongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Something_Went_WrongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.something_went_wrong(inputs)
	return __en.something_went_wrong(inputs)
});
/**
* | output |
* | --- |
* | "You already have places held while you pay. Please finish or cancel those payments first, or try again in a few minutes." |
*
* @param {Too_Many_HoldsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const too_many_holds = /** @type {((inputs?: Too_Many_HoldsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Too_Many_HoldsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.too_many_holds(inputs)
	return __en.too_many_holds(inputs)
});
/**
* | output |
* | --- |
* | "Too many attempts. Please try again later." |
*
* @param {Try_Again_LaterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const try_again_later = /** @type {((inputs?: Try_Again_LaterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Try_Again_LaterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.try_again_later(inputs)
	return __en.try_again_later(inputs)
});
/**
* | output |
* | --- |
* | "This email is already registered for this workshop!" |
*
* @param {Waitlist_DuplicateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const waitlist_duplicate = /** @type {((inputs?: Waitlist_DuplicateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_DuplicateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.waitlist_duplicate(inputs)
	return __en.waitlist_duplicate(inputs)
});