/**
* | output |
* | --- |
* | "Join the waiting list and we will write as soon as a place opens:" |
*
* @param {Email_Late_Refund_WaitlistInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_late_refund_waitlist: ((inputs?: Email_Late_Refund_WaitlistInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Late_Refund_WaitlistInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Late_Refund_WaitlistInputs = {};
