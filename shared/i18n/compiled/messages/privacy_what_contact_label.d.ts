/**
* | output |
* | --- |
* | "Your name, e-mail address and phone number" |
*
* @param {Privacy_What_Contact_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_what_contact_label: ((inputs?: Privacy_What_Contact_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_What_Contact_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_What_Contact_LabelInputs = {};
