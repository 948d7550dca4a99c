/**
* | output |
* | --- |
* | "{label}:" |
*
* @param {Email_Notice_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_notice_label: ((inputs: Email_Notice_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Notice_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Notice_LabelInputs = {
    label: NonNullable<unknown>;
};
