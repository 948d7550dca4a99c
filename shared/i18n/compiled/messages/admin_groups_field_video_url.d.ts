/**
* | output |
* | --- |
* | "Video link (https, optional)" |
*
* @param {Admin_Groups_Field_Video_UrlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_field_video_url: ((inputs?: Admin_Groups_Field_Video_UrlInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Groups_Field_Video_UrlInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Groups_Field_Video_UrlInputs = {};
