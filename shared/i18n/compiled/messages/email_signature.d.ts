/**
* | output |
* | --- |
* | "{academyName} · {contactEmail}" |
*
* @param {Email_SignatureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_signature: ((inputs: Email_SignatureInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_SignatureInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_SignatureInputs = {
    academyName: NonNullable<unknown>;
    contactEmail: NonNullable<unknown>;
};
