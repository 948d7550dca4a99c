/**
* | output |
* | --- |
* | "Your email address is confirmed." |
*
* @param {Home_Email_Confirmed_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_email_confirmed_title: ((inputs?: Home_Email_Confirmed_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Email_Confirmed_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Email_Confirmed_TitleInputs = {};
