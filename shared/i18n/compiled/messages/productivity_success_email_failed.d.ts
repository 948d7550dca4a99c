/**
* | output |
* | --- |
* | "Your payment went through and {teenName}'s place is booked. Download your receipt below; we will try the e-mail again." |
*
* @param {Productivity_Success_Email_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_email_failed: ((inputs: Productivity_Success_Email_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Success_Email_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Success_Email_FailedInputs = {
    teenName: NonNullable<unknown>;
};
