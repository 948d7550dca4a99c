/**
* | output |
* | --- |
* | "{title} · Administration" |
*
* @param {Admin_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_page_title: ((inputs: Admin_Page_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Page_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Page_TitleInputs = {
    title: NonNullable<unknown>;
};
