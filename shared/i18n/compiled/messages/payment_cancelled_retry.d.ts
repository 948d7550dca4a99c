/**
* | output |
* | --- |
* | "Try the registration again" |
*
* @param {Payment_Cancelled_RetryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const payment_cancelled_retry: ((inputs?: Payment_Cancelled_RetryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Cancelled_RetryInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Cancelled_RetryInputs = {};
