/**
* | output |
* | --- |
* | "Your group has changed" |
*
* @param {Email_Group_Change_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_group_change_heading: ((inputs?: Email_Group_Change_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Group_Change_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Group_Change_HeadingInputs = {};
