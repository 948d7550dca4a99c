/**
* | output |
* | --- |
* | "I ask for the workshop to start before the end of my {days}-day withdrawal period, and I understand that if I withdraw I will pay for the sessions already held." |
*
* @param {Consent_Express_RequestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const consent_express_request: ((inputs: Consent_Express_RequestInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consent_Express_RequestInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Consent_Express_RequestInputs = {
    days: NonNullable<unknown>;
};
