/**
* | output |
* | --- |
* | "We acknowledge your withdrawal" |
*
* @param {Email_Withdrawal_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_withdrawal_heading: ((inputs?: Email_Withdrawal_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Withdrawal_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Withdrawal_HeadingInputs = {};
