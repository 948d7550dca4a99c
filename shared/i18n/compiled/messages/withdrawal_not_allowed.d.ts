/**
* | output |
* | --- |
* | "This booking's {days}-day withdrawal period has ended, or the booking is already cancelled. See its page for what you may do now, or write to us at {contactE..." |
*
* @param {Withdrawal_Not_AllowedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_not_allowed: ((inputs: Withdrawal_Not_AllowedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Withdrawal_Not_AllowedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Withdrawal_Not_AllowedInputs = {
    days: NonNullable<unknown>;
    contactEmail: NonNullable<unknown>;
};
