/**
* | output |
* | --- |
* | "Target" |
*
* @param {Admin_Workshop_Icon_TargetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_icon_target: ((inputs?: Admin_Workshop_Icon_TargetInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Icon_TargetInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Icon_TargetInputs = {};
