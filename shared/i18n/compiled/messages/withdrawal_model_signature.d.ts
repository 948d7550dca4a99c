/**
* | output |
* | --- |
* | "Signature of the consumer (only if this form is sent on paper):" |
*
* @param {Withdrawal_Model_SignatureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_model_signature: ((inputs?: Withdrawal_Model_SignatureInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Withdrawal_Model_SignatureInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Withdrawal_Model_SignatureInputs = {};
