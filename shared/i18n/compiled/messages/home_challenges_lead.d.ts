/**
* | output |
* | --- |
* | "Growing up today is not easy. Many parents tell us their teen:" |
*
* @param {Home_Challenges_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_challenges_lead: ((inputs?: Home_Challenges_LeadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Challenges_LeadInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Challenges_LeadInputs = {};
