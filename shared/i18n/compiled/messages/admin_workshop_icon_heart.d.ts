/**
* | output |
* | --- |
* | "Heart" |
*
* @param {Admin_Workshop_Icon_HeartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_icon_heart: ((inputs?: Admin_Workshop_Icon_HeartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Icon_HeartInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Icon_HeartInputs = {};
