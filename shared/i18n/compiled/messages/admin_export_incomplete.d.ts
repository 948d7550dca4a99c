/**
* | output |
* | --- |
* | "INCOMPLETE EXPORT: an error interrupted this file before its end. Export it again." |
*
* @param {Admin_Export_IncompleteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_export_incomplete: ((inputs?: Admin_Export_IncompleteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Export_IncompleteInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Export_IncompleteInputs = {};
