/**
* | output |
* | --- |
* | "Your {days}-day withdrawal right and our refunds" |
*
* @param {Terms_20261127_Withdrawal_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_withdrawal_title: ((inputs: Terms_20261127_Withdrawal_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_20261127_Withdrawal_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_20261127_Withdrawal_TitleInputs = {
    days: NonNullable<unknown>;
};
