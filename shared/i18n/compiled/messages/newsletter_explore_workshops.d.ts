/**
* | output |
* | --- |
* | "Explore our workshops" |
*
* @param {Newsletter_Explore_WorkshopsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_explore_workshops: ((inputs?: Newsletter_Explore_WorkshopsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Explore_WorkshopsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Explore_WorkshopsInputs = {};
