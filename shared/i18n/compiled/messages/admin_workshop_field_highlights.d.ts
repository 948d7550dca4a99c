/**
* | output |
* | --- |
* | "Highlights" |
*
* @param {Admin_Workshop_Field_HighlightsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_field_highlights: ((inputs?: Admin_Workshop_Field_HighlightsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Field_HighlightsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Field_HighlightsInputs = {};
