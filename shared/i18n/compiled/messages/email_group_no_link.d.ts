/**
* | output |
* | --- |
* | "The video link will follow by e-mail before the first session." |
*
* @param {Email_Group_No_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_group_no_link: ((inputs?: Email_Group_No_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Group_No_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Group_No_LinkInputs = {};
