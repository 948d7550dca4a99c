/**
* | output |
* | --- |
* | "The workshops are sold by {legalName}, {legalForm}, {address}, registered with {registry} under SIREN {siren} (\"the academy\"), to the parent or legal guardia..." |
*
* @param {Terms_20261127_Seller_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_seller_text: ((inputs: Terms_20261127_Seller_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_20261127_Seller_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_20261127_Seller_TextInputs = {
    legalName: NonNullable<unknown>;
    legalForm: NonNullable<unknown>;
    address: NonNullable<unknown>;
    registry: NonNullable<unknown>;
    siren: NonNullable<unknown>;
    phone: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
