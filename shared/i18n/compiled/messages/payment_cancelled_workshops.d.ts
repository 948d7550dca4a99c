/**
* | output |
* | --- |
* | "See all workshops" |
*
* @param {Payment_Cancelled_WorkshopsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const payment_cancelled_workshops: ((inputs?: Payment_Cancelled_WorkshopsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Cancelled_WorkshopsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Cancelled_WorkshopsInputs = {};
