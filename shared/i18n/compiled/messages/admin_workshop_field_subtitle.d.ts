/**
* | output |
* | --- |
* | "Subtitle" |
*
* @param {Admin_Workshop_Field_SubtitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_field_subtitle: ((inputs?: Admin_Workshop_Field_SubtitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Field_SubtitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Field_SubtitleInputs = {};
