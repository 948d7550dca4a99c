/**
* | output |
* | --- |
* | "{when}, {dates}." |
*
* @param {Email_Group_ScheduleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_group_schedule: ((inputs: Email_Group_ScheduleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Group_ScheduleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Group_ScheduleInputs = {
    when: NonNullable<unknown>;
    dates: NonNullable<unknown>;
};
