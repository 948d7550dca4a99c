/**
* | output |
* | --- |
* | "Key figures" |
*
* @param {Admin_Dashboard_Key_FiguresInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_key_figures: ((inputs?: Admin_Dashboard_Key_FiguresInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Dashboard_Key_FiguresInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Dashboard_Key_FiguresInputs = {};
