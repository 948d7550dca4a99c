/**
* | output |
* | --- |
* | "Updated sessions for {workshopTitle}" |
*
* @param {Email_Group_Change_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_group_change_subject: ((inputs: Email_Group_Change_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Group_Change_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Group_Change_SubjectInputs = {
    workshopTitle: NonNullable<unknown>;
};
