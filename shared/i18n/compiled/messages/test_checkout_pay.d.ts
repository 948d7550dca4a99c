/**
* | output |
* | --- |
* | "Pay {amount}" |
*
* @param {Test_Checkout_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const test_checkout_pay: ((inputs: Test_Checkout_PayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Test_Checkout_PayInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Test_Checkout_PayInputs = {
    amount: NonNullable<unknown>;
};
