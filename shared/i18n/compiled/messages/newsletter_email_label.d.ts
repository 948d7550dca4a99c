/**
* | output |
* | --- |
* | "Email address" |
*
* @param {Newsletter_Email_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_email_label: ((inputs?: Newsletter_Email_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Email_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Email_LabelInputs = {};
