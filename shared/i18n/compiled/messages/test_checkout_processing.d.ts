/**
* | output |
* | --- |
* | "Processing..." |
*
* @param {Test_Checkout_ProcessingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const test_checkout_processing: ((inputs?: Test_Checkout_ProcessingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Test_Checkout_ProcessingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Test_Checkout_ProcessingInputs = {};
