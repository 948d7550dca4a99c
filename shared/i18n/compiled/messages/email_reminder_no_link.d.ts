/**
* | output |
* | --- |
* | "The video link will follow by e-mail before the session." |
*
* @param {Email_Reminder_No_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_reminder_no_link: ((inputs?: Email_Reminder_No_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Reminder_No_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Reminder_No_LinkInputs = {};
