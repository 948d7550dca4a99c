/**
* | output |
* | --- |
* | "4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined." |
*
* @param {Test_Checkout_Card_HelpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const test_checkout_card_help: ((inputs?: Test_Checkout_Card_HelpInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Test_Checkout_Card_HelpInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Test_Checkout_Card_HelpInputs = {};
