/**
* | output |
* | --- |
* | "SIREN {siren} · SIRET {siret}" |
*
* @param {Invoice_SirenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_siren: ((inputs: Invoice_SirenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_SirenInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_SirenInputs = {
    siren: NonNullable<unknown>;
    siret: NonNullable<unknown>;
};
