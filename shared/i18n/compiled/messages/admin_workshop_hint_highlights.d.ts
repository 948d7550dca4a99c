/**
* | output |
* | --- |
* | "One per line; empty lines are ignored." |
*
* @param {Admin_Workshop_Hint_HighlightsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_hint_highlights: ((inputs?: Admin_Workshop_Hint_HighlightsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Hint_HighlightsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Hint_HighlightsInputs = {};
