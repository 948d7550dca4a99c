/**
* | output |
* | --- |
* | "Email address" |
*
* @param {Waitlist_Email_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const waitlist_email_label: ((inputs?: Waitlist_Email_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Waitlist_Email_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Waitlist_Email_LabelInputs = {};
