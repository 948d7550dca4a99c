/**
* | output |
* | --- |
* | "Next start" |
*
* @param {Workshops_Fact_Next_StartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_fact_next_start: ((inputs?: Workshops_Fact_Next_StartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workshops_Fact_Next_StartInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workshops_Fact_Next_StartInputs = {};
