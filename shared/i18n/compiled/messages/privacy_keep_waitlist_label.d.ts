/**
* | output |
* | --- |
* | "A waiting-list entry" |
*
* @param {Privacy_Keep_Waitlist_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_keep_waitlist_label: ((inputs?: Privacy_Keep_Waitlist_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Keep_Waitlist_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Keep_Waitlist_LabelInputs = {};
