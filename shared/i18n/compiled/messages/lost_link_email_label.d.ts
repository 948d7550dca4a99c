/**
* | output |
* | --- |
* | "Email address" |
*
* @param {Lost_Link_Email_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lost_link_email_label: ((inputs?: Lost_Link_Email_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lost_Link_Email_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lost_Link_Email_LabelInputs = {};
