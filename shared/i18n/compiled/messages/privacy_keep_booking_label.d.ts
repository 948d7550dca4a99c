/**
* | output |
* | --- |
* | "The booking's reference, dates and amounts, and your name and e-mail address" |
*
* @param {Privacy_Keep_Booking_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_keep_booking_label: ((inputs?: Privacy_Keep_Booking_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Keep_Booking_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Keep_Booking_LabelInputs = {};
