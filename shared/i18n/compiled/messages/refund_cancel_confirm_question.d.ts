/**
* | output |
* | --- |
* | "Cancel this booking? Your teen's seat goes to another family; this cannot be undone." |
*
* @param {Refund_Cancel_Confirm_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_cancel_confirm_question: ((inputs?: Refund_Cancel_Confirm_QuestionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Cancel_Confirm_QuestionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Cancel_Confirm_QuestionInputs = {};
