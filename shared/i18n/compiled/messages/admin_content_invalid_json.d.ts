/**
* | output |
* | --- |
* | "The JSON content is not valid" |
*
* @param {Admin_Content_Invalid_JsonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_invalid_json: ((inputs?: Admin_Content_Invalid_JsonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Content_Invalid_JsonInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Content_Invalid_JsonInputs = {};
