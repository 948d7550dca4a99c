/**
* | output |
* | --- |
* | "What you agree to when you book is in our {terms}." |
*
* @param {Legal_See_AlsoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const legal_see_also: ((inputs: Legal_See_AlsoInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_See_AlsoInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_See_AlsoInputs = {
    terms: NonNullable<unknown>;
};
