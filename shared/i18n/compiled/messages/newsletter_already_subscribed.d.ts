/**
* | output |
* | --- |
* | "This email is already subscribed to our newsletter!" |
*
* @param {Newsletter_Already_SubscribedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_already_subscribed: ((inputs?: Newsletter_Already_SubscribedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Already_SubscribedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Already_SubscribedInputs = {};
