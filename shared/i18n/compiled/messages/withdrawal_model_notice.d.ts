/**
* | output |
* | --- |
* | "I hereby give notice that I withdraw from my contract for the supply of the following service:" |
*
* @param {Withdrawal_Model_NoticeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_model_notice: ((inputs?: Withdrawal_Model_NoticeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Withdrawal_Model_NoticeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Withdrawal_Model_NoticeInputs = {};
