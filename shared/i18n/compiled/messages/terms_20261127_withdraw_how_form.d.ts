/**
* | output |
* | --- |
* | "the model withdrawal form on our {link} page, sent from there or by e-mail;" |
*
* @param {Terms_20261127_Withdraw_How_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_withdraw_how_form: ((inputs: Terms_20261127_Withdraw_How_FormInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_20261127_Withdraw_How_FormInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_20261127_Withdraw_How_FormInputs = {
    link: NonNullable<unknown>;
};
