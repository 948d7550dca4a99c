/* eslint-disable */
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


export const booking_invalid_form = /** @type {(inputs: Booking_Invalid_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check the booking form and try again.`)
};

export const booking_payment_failure = /** @type {(inputs: Booking_Payment_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An error occurred during payment processing.`)
};

export const booking_sold_out = /** @type {(inputs: Booking_Sold_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This workshop is now full. Join the waiting list to hear when a place opens.`)
};

export const card_minimum = /** @type {(inputs: Card_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Card payments start at €0.50, so this booking cannot be paid online. Please write to ${i?.contactEmail} and we will confirm it for you.`)
};

export const discount_below_minimum = /** @type {(inputs: Discount_Below_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This discount code applies to orders of ${i?.minimum} or more.`)
};

export const discount_empty = /** @type {(inputs: Discount_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a discount code.`)
};

export const discount_expired = /** @type {(inputs: Discount_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This discount code has expired.`)
};

export const discount_inactive = /** @type {(inputs: Discount_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This discount code is no longer active.`)
};

export const discount_unknown = /** @type {(inputs: Discount_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This discount code is not valid.`)
};

export const discount_used_up = /** @type {(inputs: Discount_Used_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This discount code has reached its usage limit.`)
};

export const error_text = /** @type {(inputs: Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An unexpected error occurred. Please try again in a moment.`)
};

export const error_title = /** @type {(inputs: Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong`)
};

export const footer_all_workshops = /** @type {(inputs: Footer_All_WorkshopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All workshops`)
};

export const footer_newsletter = /** @type {(inputs: Footer_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter`)
};

export const footer_rights = /** @type {(inputs: Footer_RightsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© ${i?.year} ${i?.academyName}. All rights reserved.`)
};

export const invalid_email = /** @type {(inputs: Invalid_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid email address`)
};

export const newsletter_already_subscribed = /** @type {(inputs: Newsletter_Already_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This email is already subscribed to our newsletter!`)
};

export const newsletter_consent = /** @type {(inputs: Newsletter_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I agree to receive emails about workshops, tips, and resources. You can unsubscribe at any time.`)
};

export const newsletter_consent_required = /** @type {(inputs: Newsletter_Consent_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You must agree to receive emails`)
};

export const newsletter_success = /** @type {(inputs: Newsletter_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Successfully subscribed to our newsletter!`)
};

export const newsletter_success_detail = /** @type {(inputs: Newsletter_Success_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your inbox to confirm.`)
};

export const not_bookable = /** @type {(inputs: Not_BookableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This workshop is not open for booking.`)
};

export const not_found_short = /** @type {(inputs: Not_Found_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The page you are looking for does not exist.`)
};

export const not_found_text = /** @type {(inputs: Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The page you are looking for does not exist or has moved.`)
};

export const not_found_title = /** @type {(inputs: Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oops! Page not found`)
};

export const productivity_age_range = /** @type {(inputs: Productivity_Age_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teen age must be between 12 and 16`)
};

export const productivity_checkout_error = /** @type {(inputs: Productivity_Checkout_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error creating payment session. Please try again.`)
};

export const productivity_required_fields = /** @type {(inputs: Productivity_Required_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please fill in all required fields`)
};

export const productivity_select_schedule = /** @type {(inputs: Productivity_Select_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a schedule option`)
};

export const productivity_sold_out = /** @type {(inputs: Productivity_Sold_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, this schedule option has just sold out. Please choose another one.`)
};

export const return_home = /** @type {(inputs: Return_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return to Home`)
};

export const shell_login = /** @type {(inputs: Shell_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login`)
};

export const shell_nav_label = /** @type {(inputs: Shell_Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main`)
};

export const shell_workshops = /** @type {(inputs: Shell_WorkshopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Workshops`)
};

export const something_went_wrong = /** @type {(inputs: Something_Went_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong. Please try again.`)
};

export const too_many_holds = /** @type {(inputs: Too_Many_HoldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You already have places held while you pay. Please finish or cancel those payments first, or try again in a few minutes.`)
};

export const try_again_later = /** @type {(inputs: Try_Again_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many attempts. Please try again later.`)
};

export const waitlist_duplicate = /** @type {(inputs: Waitlist_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This email is already registered for this workshop!`)
};