/**
* | output |
* | --- |
* | "Video link: {url}" |
*
* @param {Calendar_Video_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const calendar_video_link: ((inputs: Calendar_Video_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Video_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Video_LinkInputs = {
    url: NonNullable<unknown>;
};
