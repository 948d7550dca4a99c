/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Withdrawal_SendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_sending: ((inputs?: Withdrawal_SendingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Withdrawal_SendingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Withdrawal_SendingInputs = {};
