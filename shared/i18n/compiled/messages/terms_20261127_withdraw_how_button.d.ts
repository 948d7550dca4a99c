/**
* | output |
* | --- |
* | "the \"{button}\" button on your booking page (its link is in every e-mail about your booking);" |
*
* @param {Terms_20261127_Withdraw_How_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_withdraw_how_button: ((inputs: Terms_20261127_Withdraw_How_ButtonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_20261127_Withdraw_How_ButtonInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_20261127_Withdraw_How_ButtonInputs = {
    button: NonNullable<unknown>;
};
