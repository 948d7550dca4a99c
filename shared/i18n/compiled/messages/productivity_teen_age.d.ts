/**
* | output |
* | --- |
* | "Teen Age" |
*
* @param {Productivity_Teen_AgeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_teen_age: ((inputs?: Productivity_Teen_AgeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Teen_AgeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Teen_AgeInputs = {};
