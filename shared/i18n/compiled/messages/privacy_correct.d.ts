/**
* | output |
* | --- |
* | "You can also ask us to correct anything that is wrong, at any time." |
*
* @param {Privacy_CorrectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_correct: ((inputs?: Privacy_CorrectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_CorrectInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_CorrectInputs = {};
