/**
* | output |
* | --- |
* | "It may be incomplete or already replaced by a newer one. Sign in and we will send you a new link." |
*
* @param {Home_Email_Invalid_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_email_invalid_text: ((inputs?: Home_Email_Invalid_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Email_Invalid_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Email_Invalid_TextInputs = {};
