/**
* | output |
* | --- |
* | "The video link arrives by e-mail before the first session." |
*
* @param {Calendar_Video_Link_LaterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const calendar_video_link_later: ((inputs?: Calendar_Video_Link_LaterInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Video_Link_LaterInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Video_Link_LaterInputs = {};
