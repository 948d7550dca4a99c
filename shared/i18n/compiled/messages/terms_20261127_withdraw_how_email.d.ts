/**
* | output |
* | --- |
* | "any clear statement that you withdraw, by e-mail to {email}." |
*
* @param {Terms_20261127_Withdraw_How_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_withdraw_how_email: ((inputs: Terms_20261127_Withdraw_How_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_20261127_Withdraw_How_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_20261127_Withdraw_How_EmailInputs = {
    email: NonNullable<unknown>;
};
