/**
* | output |
* | --- |
* | "How long we keep it" |
*
* @param {Privacy_How_Long_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_how_long_title: ((inputs?: Privacy_How_Long_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_How_Long_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_How_Long_TitleInputs = {};
