/**
* | output |
* | --- |
* | "Please enter a valid expiry date (MM/YY)" |
*
* @param {Test_Card_Error_ExpiryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const test_card_error_expiry: ((inputs?: Test_Card_Error_ExpiryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Test_Card_Error_ExpiryInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Test_Card_Error_ExpiryInputs = {};
