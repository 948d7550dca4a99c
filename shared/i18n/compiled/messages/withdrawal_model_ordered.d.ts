/**
* | output |
* | --- |
* | "Ordered on:" |
*
* @param {Withdrawal_Model_OrderedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_model_ordered: ((inputs?: Withdrawal_Model_OrderedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Withdrawal_Model_OrderedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Withdrawal_Model_OrderedInputs = {};
