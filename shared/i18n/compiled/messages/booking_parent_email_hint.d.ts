/**
* | output |
* | --- |
* | "Your confirmation and the video link are sent here." |
*
* @param {Booking_Parent_Email_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_parent_email_hint: ((inputs?: Booking_Parent_Email_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Parent_Email_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Parent_Email_HintInputs = {};
