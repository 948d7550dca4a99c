/**
* | output |
* | --- |
* | "You may withdraw from a booking within {days} days of making it, without giving a reason. The quickest way is the Withdraw button on your booking's page (the..." |
*
* @param {Withdrawal_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_intro: ((inputs: Withdrawal_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Withdrawal_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Withdrawal_IntroInputs = {
    days: NonNullable<unknown>;
};
