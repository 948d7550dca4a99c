/**
* | output |
* | --- |
* | "Read the terms of sale" |
*
* @param {Productivity_Terms_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_terms_link: ((inputs?: Productivity_Terms_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Terms_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Terms_LinkInputs = {};
