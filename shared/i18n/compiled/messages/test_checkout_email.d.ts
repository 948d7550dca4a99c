/**
* | output |
* | --- |
* | "Email" |
*
* @param {Test_Checkout_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const test_checkout_email: ((inputs?: Test_Checkout_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Test_Checkout_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Test_Checkout_EmailInputs = {};
