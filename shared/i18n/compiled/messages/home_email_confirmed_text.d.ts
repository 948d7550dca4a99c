/**
* | output |
* | --- |
* | "Thank you. You can now sign in with your email and password." |
*
* @param {Home_Email_Confirmed_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_email_confirmed_text: ((inputs?: Home_Email_Confirmed_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Email_Confirmed_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Email_Confirmed_TextInputs = {};
