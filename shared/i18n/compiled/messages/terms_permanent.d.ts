/**
* | output |
* | --- |
* | "This version stays readable at its own address: {link}." |
*
* @param {Terms_PermanentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_permanent: ((inputs: Terms_PermanentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_PermanentInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_PermanentInputs = {
    link: NonNullable<unknown>;
};
