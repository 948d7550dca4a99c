/**
* | output |
* | --- |
* | "Withdraw from this booking? Your teen's seat goes to another family; this cannot be undone." |
*
* @param {Refund_Withdraw_Confirm_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_withdraw_confirm_question: ((inputs?: Refund_Withdraw_Confirm_QuestionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Withdraw_Confirm_QuestionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Withdraw_Confirm_QuestionInputs = {};
