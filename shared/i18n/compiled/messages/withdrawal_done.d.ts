/**
* | output |
* | --- |
* | "Your withdrawal is recorded. We sent you an e-mail acknowledging it; {amount} will be refunded to the card you paid with within {days} days." |
*
* @param {Withdrawal_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_done: ((inputs: Withdrawal_DoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Withdrawal_DoneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Withdrawal_DoneInputs = {
    amount: NonNullable<unknown>;
    days: NonNullable<unknown>;
};
