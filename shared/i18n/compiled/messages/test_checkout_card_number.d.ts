/**
* | output |
* | --- |
* | "Card number" |
*
* @param {Test_Checkout_Card_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const test_checkout_card_number: ((inputs?: Test_Checkout_Card_NumberInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Test_Checkout_Card_NumberInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Test_Checkout_Card_NumberInputs = {};
