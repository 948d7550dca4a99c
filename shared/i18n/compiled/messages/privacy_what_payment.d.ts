/**
* | output |
* | --- |
* | "{label}: your card is handled by our payment provider, Stripe. We never see or store your card number; we keep the amount paid and the payment's reference." |
*
* @param {Privacy_What_PaymentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_what_payment: ((inputs: Privacy_What_PaymentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_What_PaymentInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_What_PaymentInputs = {
    label: NonNullable<unknown>;
};
