/**
* | output |
* | --- |
* | "This confirmation link has expired." |
*
* @param {Home_Email_Expired_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_email_expired_title: ((inputs?: Home_Email_Expired_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Email_Expired_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Email_Expired_TitleInputs = {};
