/**
* | output |
* | --- |
* | "What we collect when you book a workshop for your teen, why, who sees it, how long we keep it and how to have it erased." |
*
* @param {Privacy_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_meta_description: ((inputs?: Privacy_Meta_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Meta_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Meta_DescriptionInputs = {};
