/**
* | output |
* | --- |
* | "To withdraw, use whichever of these suits you:" |
*
* @param {Terms_20261127_Withdraw_How_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_withdraw_how_intro: ((inputs?: Terms_20261127_Withdraw_How_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_20261127_Withdraw_How_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_20261127_Withdraw_How_IntroInputs = {};
