/**
* | output |
* | --- |
* | "Privacy: your teen's data" |
*
* @param {Privacy_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_meta_title: ((inputs?: Privacy_Meta_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Meta_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Meta_TitleInputs = {};
