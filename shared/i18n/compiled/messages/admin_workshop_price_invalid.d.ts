/**
* | output |
* | --- |
* | "The price must be an amount in euros (e.g. 270 or 249.50)" |
*
* @param {Admin_Workshop_Price_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_price_invalid: ((inputs?: Admin_Workshop_Price_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Price_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Price_InvalidInputs = {};
