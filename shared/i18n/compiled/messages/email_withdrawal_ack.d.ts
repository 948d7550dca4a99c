/**
* | output |
* | --- |
* | "We received your withdrawal from booking {reference} ({workshopTitle}) on {date}. This e-mail acknowledges it: keep it as your proof." |
*
* @param {Email_Withdrawal_AckInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_withdrawal_ack: ((inputs: Email_Withdrawal_AckInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Withdrawal_AckInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Withdrawal_AckInputs = {
    reference: NonNullable<unknown>;
    workshopTitle: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
