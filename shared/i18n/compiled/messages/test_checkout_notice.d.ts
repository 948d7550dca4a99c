/**
* | output |
* | --- |
* | "Test payment provider: no real card is charged" |
*
* @param {Test_Checkout_NoticeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const test_checkout_notice: ((inputs?: Test_Checkout_NoticeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Test_Checkout_NoticeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Test_Checkout_NoticeInputs = {};
