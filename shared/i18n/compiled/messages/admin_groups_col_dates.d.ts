/**
* | output |
* | --- |
* | "Dates" |
*
* @param {Admin_Groups_Col_DatesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_col_dates: ((inputs?: Admin_Groups_Col_DatesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Groups_Col_DatesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Groups_Col_DatesInputs = {};
