/**
* | output |
* | --- |
* | "Reminder: {workshopTitle}, {when}" |
*
* @param {Email_Reminder_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_reminder_subject: ((inputs: Email_Reminder_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Reminder_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Reminder_SubjectInputs = {
    workshopTitle: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
