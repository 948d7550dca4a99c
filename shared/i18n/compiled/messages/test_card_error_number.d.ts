/**
* | output |
* | --- |
* | "Please enter a valid card number" |
*
* @param {Test_Card_Error_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const test_card_error_number: ((inputs?: Test_Card_Error_NumberInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Test_Card_Error_NumberInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Test_Card_Error_NumberInputs = {};
