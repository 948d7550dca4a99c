/**
* | output |
* | --- |
* | "Video link:" |
*
* @param {Email_Group_JoinInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_group_join: ((inputs?: Email_Group_JoinInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Group_JoinInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Group_JoinInputs = {};
