/**
* | output |
* | --- |
* | "You already have places held while you pay. Please finish or cancel those payments first, or try again in a few minutes." |
*
* @param {Too_Many_HoldsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const too_many_holds: ((inputs?: Too_Many_HoldsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Too_Many_HoldsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Too_Many_HoldsInputs = {};
