/**
* | output |
* | --- |
* | "Publication director" |
*
* @param {Legal_Director_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const legal_director_title: ((inputs?: Legal_Director_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Director_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Director_TitleInputs = {};
