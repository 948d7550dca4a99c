/**
* | output |
* | --- |
* | "Sparkles" |
*
* @param {Admin_Workshop_Icon_SparklesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_icon_sparkles: ((inputs?: Admin_Workshop_Icon_SparklesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Icon_SparklesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Icon_SparklesInputs = {};
