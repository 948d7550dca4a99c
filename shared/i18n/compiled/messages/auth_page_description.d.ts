/**
* | output |
* | --- |
* | "Sign in to manage the academy." |
*
* @param {Auth_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_page_description: ((inputs?: Auth_Page_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Page_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Page_DescriptionInputs = {};
