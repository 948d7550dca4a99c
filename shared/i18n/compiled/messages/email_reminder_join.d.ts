/**
* | output |
* | --- |
* | "Join with this link:" |
*
* @param {Email_Reminder_JoinInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_reminder_join: ((inputs?: Email_Reminder_JoinInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Reminder_JoinInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Reminder_JoinInputs = {};
