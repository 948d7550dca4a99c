/**
* | output |
* | --- |
* | "Newsletter signup" |
*
* @param {Newsletter_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_form_label: ((inputs?: Newsletter_Form_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Form_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Form_LabelInputs = {};
