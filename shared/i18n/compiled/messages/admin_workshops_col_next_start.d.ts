/**
* | output |
* | --- |
* | "Next date" |
*
* @param {Admin_Workshops_Col_Next_StartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshops_col_next_start: ((inputs?: Admin_Workshops_Col_Next_StartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshops_Col_Next_StartInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshops_Col_Next_StartInputs = {};
