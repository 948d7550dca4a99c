/**
* | output |
* | --- |
* | "Date:" |
*
* @param {Withdrawal_Model_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_model_date: ((inputs?: Withdrawal_Model_DateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Withdrawal_Model_DateInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Withdrawal_Model_DateInputs = {};
