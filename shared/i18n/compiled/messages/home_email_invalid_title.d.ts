/**
* | output |
* | --- |
* | "This confirmation link is not valid." |
*
* @param {Home_Email_Invalid_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_email_invalid_title: ((inputs?: Home_Email_Invalid_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Email_Invalid_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Email_Invalid_TitleInputs = {};
