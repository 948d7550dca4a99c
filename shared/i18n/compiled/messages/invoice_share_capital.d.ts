/**
* | output |
* | --- |
* | "share capital {capital}" |
*
* @param {Invoice_Share_CapitalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_share_capital: ((inputs: Invoice_Share_CapitalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_Share_CapitalInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_Share_CapitalInputs = {
    capital: NonNullable<unknown>;
};
