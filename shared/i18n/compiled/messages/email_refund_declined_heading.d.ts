/**
* | output |
* | --- |
* | "Refund request declined" |
*
* @param {Email_Refund_Declined_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_refund_declined_heading: ((inputs?: Email_Refund_Declined_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Refund_Declined_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Refund_Declined_HeadingInputs = {};
