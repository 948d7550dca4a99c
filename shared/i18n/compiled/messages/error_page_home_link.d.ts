/**
* | output |
* | --- |
* | "Return to home" |
*
* @param {Error_Page_Home_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_page_home_link: ((inputs?: Error_Page_Home_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Page_Home_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Page_Home_LinkInputs = {};
