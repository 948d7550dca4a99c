/**
* | output |
* | --- |
* | "The attached calendar file replaces the previous one in your calendar." |
*
* @param {Email_Group_Change_CalendarInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_group_change_calendar: ((inputs?: Email_Group_Change_CalendarInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Group_Change_CalendarInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Group_Change_CalendarInputs = {};
