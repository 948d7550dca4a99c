/**
* | output |
* | --- |
* | "The academy's full details are in the {link}." |
*
* @param {Terms_20261127_Seller_LegalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_seller_legal: ((inputs: Terms_20261127_Seller_LegalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_20261127_Seller_LegalInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_20261127_Seller_LegalInputs = {
    link: NonNullable<unknown>;
};
