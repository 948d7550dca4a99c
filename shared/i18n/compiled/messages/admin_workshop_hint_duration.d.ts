/**
* | output |
* | --- |
* | "For example “4 weeks”" |
*
* @param {Admin_Workshop_Hint_DurationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_hint_duration: ((inputs?: Admin_Workshop_Hint_DurationInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Hint_DurationInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Hint_DurationInputs = {};
