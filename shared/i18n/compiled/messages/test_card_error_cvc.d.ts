/**
* | output |
* | --- |
* | "Please enter a valid CVC" |
*
* @param {Test_Card_Error_CvcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const test_card_error_cvc: ((inputs?: Test_Card_Error_CvcInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Test_Card_Error_CvcInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Test_Card_Error_CvcInputs = {};
