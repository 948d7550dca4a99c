/**
* | output |
* | --- |
* | "withdrawal" |
*
* @param {Terms_20261127_Withdraw_How_Form_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_withdraw_how_form_link: ((inputs?: Terms_20261127_Withdraw_How_Form_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_20261127_Withdraw_How_Form_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_20261127_Withdraw_How_Form_LinkInputs = {};
