/**
* | output |
* | --- |
* | "This checkout session is already paid." |
*
* @param {Test_Checkout_Already_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const test_checkout_already_paid: ((inputs?: Test_Checkout_Already_PaidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Test_Checkout_Already_PaidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Test_Checkout_Already_PaidInputs = {};
