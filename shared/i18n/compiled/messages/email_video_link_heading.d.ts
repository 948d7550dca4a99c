/**
* | output |
* | --- |
* | "Your video link" |
*
* @param {Email_Video_Link_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_video_link_heading: ((inputs?: Email_Video_Link_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Video_Link_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Video_Link_HeadingInputs = {};
