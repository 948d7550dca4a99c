/**
* | output |
* | --- |
* | "To: {seller}, {address}, {email}" |
*
* @param {Withdrawal_Model_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_model_to: ((inputs: Withdrawal_Model_ToInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Withdrawal_Model_ToInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Withdrawal_Model_ToInputs = {
    seller: NonNullable<unknown>;
    address: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
