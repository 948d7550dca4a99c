/**
* | output |
* | --- |
* | "{teenName}'s session {number} of {count} of {workshopTitle} starts {when}." |
*
* @param {Email_Reminder_SessionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_reminder_session: ((inputs: Email_Reminder_SessionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Reminder_SessionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Reminder_SessionInputs = {
    teenName: NonNullable<unknown>;
    number: NonNullable<unknown>;
    count: NonNullable<unknown>;
    workshopTitle: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
