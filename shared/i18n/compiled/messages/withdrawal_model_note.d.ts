/**
* | output |
* | --- |
* | "Complete and return this form only if you wish to withdraw from the contract." |
*
* @param {Withdrawal_Model_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_model_note: ((inputs?: Withdrawal_Model_NoteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Withdrawal_Model_NoteInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Withdrawal_Model_NoteInputs = {};
