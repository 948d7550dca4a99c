/**
* | output |
* | --- |
* | "Brain" |
*
* @param {Admin_Workshop_Icon_BrainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_icon_brain: ((inputs?: Admin_Workshop_Icon_BrainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Icon_BrainInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Icon_BrainInputs = {};
