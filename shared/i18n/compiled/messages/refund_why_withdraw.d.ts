/**
* | output |
* | --- |
* | "You are within your {days}-day withdrawal period (until {until}): you may withdraw without giving a reason." |
*
* @param {Refund_Why_WithdrawInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_why_withdraw: ((inputs: Refund_Why_WithdrawInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Why_WithdrawInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Why_WithdrawInputs = {
    days: NonNullable<unknown>;
    until: NonNullable<unknown>;
};
