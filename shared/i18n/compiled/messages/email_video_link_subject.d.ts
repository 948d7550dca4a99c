/**
* | output |
* | --- |
* | "Your video link for {workshopTitle}" |
*
* @param {Email_Video_Link_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_video_link_subject: ((inputs: Email_Video_Link_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Video_Link_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Video_Link_SubjectInputs = {
    workshopTitle: NonNullable<unknown>;
};
