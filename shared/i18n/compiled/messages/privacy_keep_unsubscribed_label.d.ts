/**
* | output |
* | --- |
* | "An address that unsubscribed from the newsletter" |
*
* @param {Privacy_Keep_Unsubscribed_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_keep_unsubscribed_label: ((inputs?: Privacy_Keep_Unsubscribed_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Keep_Unsubscribed_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Keep_Unsubscribed_LabelInputs = {};
