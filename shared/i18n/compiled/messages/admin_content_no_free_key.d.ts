/**
* | output |
* | --- |
* | "Every page already has its content: there is nothing to create. Edit a page's content in the list." |
*
* @param {Admin_Content_No_Free_KeyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_no_free_key: ((inputs?: Admin_Content_No_Free_KeyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Content_No_Free_KeyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Content_No_Free_KeyInputs = {};
