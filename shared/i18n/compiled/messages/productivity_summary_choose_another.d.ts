/**
* | output |
* | --- |
* | "Choose another schedule" |
*
* @param {Productivity_Summary_Choose_AnotherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_summary_choose_another: ((inputs?: Productivity_Summary_Choose_AnotherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Summary_Choose_AnotherInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Summary_Choose_AnotherInputs = {};
