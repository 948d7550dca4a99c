/**
* | output |
* | --- |
* | "Multi-week workshops on the skills that matter most, run live by video through storytelling and practical exercises." |
*
* @param {Home_Workshops_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_workshops_lead: ((inputs?: Home_Workshops_LeadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Workshops_LeadInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Workshops_LeadInputs = {};
