/**
* | output |
* | --- |
* | "Confirm your email address for {academyName}" |
*
* @param {Email_Verification_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_verification_subject: ((inputs: Email_Verification_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Verification_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Verification_SubjectInputs = {
    academyName: NonNullable<unknown>;
};
