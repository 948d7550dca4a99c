/**
* | output |
* | --- |
* | "Join the waiting list" |
*
* @param {Waitlist_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const waitlist_form_label: ((inputs?: Waitlist_Form_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Waitlist_Form_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Waitlist_Form_LabelInputs = {};
