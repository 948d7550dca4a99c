/**
* | output |
* | --- |
* | "Page not found" |
*
* @param {Seo_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seo_not_found_title: ((inputs?: Seo_Not_Found_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Seo_Not_Found_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Seo_Not_Found_TitleInputs = {};
