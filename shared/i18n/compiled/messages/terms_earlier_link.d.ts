/**
* | output |
* | --- |
* | "here" |
*
* @param {Terms_Earlier_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_earlier_link: ((inputs?: Terms_Earlier_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_Earlier_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_Earlier_LinkInputs = {};
