/**
* | output |
* | --- |
* | "Save" |
*
* @param {Productivity_Summary_SaveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_summary_save: ((inputs?: Productivity_Summary_SaveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Summary_SaveInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Summary_SaveInputs = {};
