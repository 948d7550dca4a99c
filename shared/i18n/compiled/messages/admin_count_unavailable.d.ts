/**
* | output |
* | --- |
* | "Unavailable" |
*
* @param {Admin_Count_UnavailableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_count_unavailable: ((inputs?: Admin_Count_UnavailableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Count_UnavailableInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Count_UnavailableInputs = {};
