/**
* | output |
* | --- |
* | "Yes, withdraw" |
*
* @param {Refund_Withdraw_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_withdraw_confirm: ((inputs?: Refund_Withdraw_ConfirmInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Withdraw_ConfirmInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Withdraw_ConfirmInputs = {};
