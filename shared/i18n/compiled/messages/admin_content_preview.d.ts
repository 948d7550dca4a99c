/**
* | output |
* | --- |
* | "JSON preview of {pageKey}" |
*
* @param {Admin_Content_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_preview: ((inputs: Admin_Content_PreviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Content_PreviewInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Content_PreviewInputs = {
    pageKey: NonNullable<unknown>;
};
