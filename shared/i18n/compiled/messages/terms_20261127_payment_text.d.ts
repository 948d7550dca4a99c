/**
* | output |
* | --- |
* | "You pay the whole price by card when you book, through our payment provider; the academy never sees your card number. Your booking is confirmed once the paym..." |
*
* @param {Terms_20261127_Payment_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_payment_text: ((inputs?: Terms_20261127_Payment_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_20261127_Payment_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_20261127_Payment_TextInputs = {};
