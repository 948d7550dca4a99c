/**
* | output |
* | --- |
* | "Your payment went through and {teenName}'s place is booked. Download your receipt below; we will try the e-mail again, and you can write to {contactEmail} at..." |
*
* @param {Productivity_Success_Email_Failed_ContactInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_email_failed_contact: ((inputs: Productivity_Success_Email_Failed_ContactInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Success_Email_Failed_ContactInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Success_Email_Failed_ContactInputs = {
    teenName: NonNullable<unknown>;
    contactEmail: NonNullable<unknown>;
};
