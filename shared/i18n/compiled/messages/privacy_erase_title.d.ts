/**
* | output |
* | --- |
* | "Seeing or erasing your data" |
*
* @param {Privacy_Erase_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_erase_title: ((inputs?: Privacy_Erase_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Erase_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Erase_TitleInputs = {};
