/**
* | output |
* | --- |
* | "Stripe, for the payment (your e-mail address, the amount and the booking's details), and the service that delivers our e-mails." |
*
* @param {Privacy_Who_ServicesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_who_services: ((inputs?: Privacy_Who_ServicesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Who_ServicesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Who_ServicesInputs = {};
