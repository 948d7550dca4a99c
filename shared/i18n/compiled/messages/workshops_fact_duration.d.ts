/**
* | output |
* | --- |
* | "Duration" |
*
* @param {Workshops_Fact_DurationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_fact_duration: ((inputs?: Workshops_Fact_DurationInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workshops_Fact_DurationInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workshops_Fact_DurationInputs = {};
