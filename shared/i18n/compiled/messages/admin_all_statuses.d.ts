/**
* | output |
* | --- |
* | "All statuses" |
*
* @param {Admin_All_StatusesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_all_statuses: ((inputs?: Admin_All_StatusesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_All_StatusesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_All_StatusesInputs = {};
