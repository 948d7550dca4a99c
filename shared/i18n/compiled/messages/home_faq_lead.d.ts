/**
* | output |
* | --- |
* | "Everything parents usually ask before booking. Anything else? Write to {email}." |
*
* @param {Home_Faq_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_lead: ((inputs: Home_Faq_LeadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Faq_LeadInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Faq_LeadInputs = {
    email: NonNullable<unknown>;
};
