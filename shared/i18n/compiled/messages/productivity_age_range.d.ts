/**
* | output |
* | --- |
* | "Teen age must be between 12 and 16" |
*
* @param {Productivity_Age_RangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_age_range: ((inputs?: Productivity_Age_RangeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Age_RangeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Age_RangeInputs = {};
