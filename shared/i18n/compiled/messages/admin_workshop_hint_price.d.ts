/**
* | output |
* | --- |
* | "For example 270 or 249.50" |
*
* @param {Admin_Workshop_Hint_PriceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_hint_price: ((inputs?: Admin_Workshop_Hint_PriceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Hint_PriceInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Hint_PriceInputs = {};
