/**
* | output |
* | --- |
* | "Unknown action" |
*
* @param {Admin_Unknown_ActionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_unknown_action: ((inputs?: Admin_Unknown_ActionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Unknown_ActionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Unknown_ActionInputs = {};
