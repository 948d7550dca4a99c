/**
* | output |
* | --- |
* | "Something went wrong" |
*
* @param {Error_Page_Failure_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_page_failure_title: ((inputs?: Error_Page_Failure_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Page_Failure_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Page_Failure_TitleInputs = {};
