/**
* | output |
* | --- |
* | "Fill in your details and your teen's." |
*
* @param {Terms_20261127_Order_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_order_details: ((inputs?: Terms_20261127_Order_DetailsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_20261127_Order_DetailsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_20261127_Order_DetailsInputs = {};
