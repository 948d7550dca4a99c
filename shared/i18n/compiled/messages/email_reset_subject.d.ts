/**
* | output |
* | --- |
* | "Reset your {academyName} password" |
*
* @param {Email_Reset_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_reset_subject: ((inputs: Email_Reset_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Reset_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Reset_SubjectInputs = {
    academyName: NonNullable<unknown>;
};
