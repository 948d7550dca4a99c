/**
* | output |
* | --- |
* | "Lightning" |
*
* @param {Admin_Workshop_Icon_ZapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_icon_zap: ((inputs?: Admin_Workshop_Icon_ZapInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Icon_ZapInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Icon_ZapInputs = {};
