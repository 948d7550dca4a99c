/**
* | output |
* | --- |
* | "Experienced professionals who love working with young people." |
*
* @param {Home_Coaches_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_coaches_lead: ((inputs?: Home_Coaches_LeadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Coaches_LeadInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Coaches_LeadInputs = {};
