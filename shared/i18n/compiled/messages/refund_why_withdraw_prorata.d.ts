/**
* | output |
* | --- |
* | "You are within your {days}-day withdrawal period (until {until}). You asked for the workshop to start early and {held} of {count} sessions were held: you pay..." |
*
* @param {Refund_Why_Withdraw_ProrataInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_why_withdraw_prorata: ((inputs: Refund_Why_Withdraw_ProrataInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Why_Withdraw_ProrataInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Why_Withdraw_ProrataInputs = {
    days: NonNullable<unknown>;
    until: NonNullable<unknown>;
    held: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
