/**
* | output |
* | --- |
* | "Share capital" |
*
* @param {Legal_Share_CapitalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const legal_share_capital: ((inputs?: Legal_Share_CapitalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Share_CapitalInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Share_CapitalInputs = {};
