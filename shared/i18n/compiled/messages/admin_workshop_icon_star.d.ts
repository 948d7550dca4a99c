/**
* | output |
* | --- |
* | "Star" |
*
* @param {Admin_Workshop_Icon_StarInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_icon_star: ((inputs?: Admin_Workshop_Icon_StarInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Icon_StarInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Icon_StarInputs = {};
