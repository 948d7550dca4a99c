/**
* | output |
* | --- |
* | "Add the sessions to your calendar with the attached file." |
*
* @param {Email_Group_Assigned_CalendarInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_group_assigned_calendar: ((inputs?: Email_Group_Assigned_CalendarInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Group_Assigned_CalendarInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Group_Assigned_CalendarInputs = {};
