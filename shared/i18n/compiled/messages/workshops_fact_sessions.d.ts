/**
* | output |
* | --- |
* | "Sessions" |
*
* @param {Workshops_Fact_SessionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_fact_sessions: ((inputs?: Workshops_Fact_SessionsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workshops_Fact_SessionsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workshops_Fact_SessionsInputs = {};
