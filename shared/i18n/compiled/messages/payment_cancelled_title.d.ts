/**
* | output |
* | --- |
* | "Payment cancelled" |
*
* @param {Payment_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const payment_cancelled_title: ((inputs?: Payment_Cancelled_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Cancelled_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Cancelled_TitleInputs = {};
