/**
* | output |
* | --- |
* | "The video link must be a full https:// address." |
*
* @param {Admin_Group_Video_UrlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_group_video_url: ((inputs?: Admin_Group_Video_UrlInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Group_Video_UrlInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Group_Video_UrlInputs = {};
