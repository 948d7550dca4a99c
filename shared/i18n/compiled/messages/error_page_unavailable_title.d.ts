/**
* | output |
* | --- |
* | "We'll be right back" |
*
* @param {Error_Page_Unavailable_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_page_unavailable_title: ((inputs?: Error_Page_Unavailable_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Page_Unavailable_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Page_Unavailable_TitleInputs = {};
