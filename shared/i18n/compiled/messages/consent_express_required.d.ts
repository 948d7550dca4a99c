/**
* | output |
* | --- |
* | "This group starts within your {days}-day withdrawal period: tick the box asking for it to start before that period ends, or choose a later group." |
*
* @param {Consent_Express_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const consent_express_required: ((inputs: Consent_Express_RequiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consent_Express_RequiredInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Consent_Express_RequiredInputs = {
    days: NonNullable<unknown>;
};
