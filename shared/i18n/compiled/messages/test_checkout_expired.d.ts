/**
* | output |
* | --- |
* | "This checkout session has expired." |
*
* @param {Test_Checkout_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const test_checkout_expired: ((inputs?: Test_Checkout_ExpiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Test_Checkout_ExpiredInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Test_Checkout_ExpiredInputs = {};
