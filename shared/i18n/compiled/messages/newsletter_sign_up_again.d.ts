/**
* | output |
* | --- |
* | "Sign up again" |
*
* @param {Newsletter_Sign_Up_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_sign_up_again: ((inputs?: Newsletter_Sign_Up_AgainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Sign_Up_AgainInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Sign_Up_AgainInputs = {};
