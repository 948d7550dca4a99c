/**
* | output |
* | --- |
* | "Join every session with this link:" |
*
* @param {Email_Video_Link_JoinInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_video_link_join: ((inputs?: Email_Video_Link_JoinInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Video_Link_JoinInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Video_Link_JoinInputs = {};
