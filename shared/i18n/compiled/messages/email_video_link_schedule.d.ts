/**
* | output |
* | --- |
* | "Sessions: {when}, {dates}." |
*
* @param {Email_Video_Link_ScheduleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_video_link_schedule: ((inputs: Email_Video_Link_ScheduleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Video_Link_ScheduleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Video_Link_ScheduleInputs = {
    when: NonNullable<unknown>;
    dates: NonNullable<unknown>;
};
