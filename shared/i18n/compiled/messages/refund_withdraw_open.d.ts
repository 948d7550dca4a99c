/**
* | output |
* | --- |
* | "Withdraw from my booking" |
*
* @param {Refund_Withdraw_OpenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_withdraw_open: ((inputs?: Refund_Withdraw_OpenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Withdraw_OpenInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Withdraw_OpenInputs = {};
