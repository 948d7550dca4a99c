/**
* | output |
* | --- |
* | "Enter the reference from your confirmation e-mail, such as TW-123456." |
*
* @param {Withdrawal_Invalid_ReferenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_invalid_reference: ((inputs?: Withdrawal_Invalid_ReferenceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Withdrawal_Invalid_ReferenceInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Withdrawal_Invalid_ReferenceInputs = {};
