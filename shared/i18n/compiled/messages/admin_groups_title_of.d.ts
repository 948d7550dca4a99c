/**
* | output |
* | --- |
* | "Groups · {workshopTitle}" |
*
* @param {Admin_Groups_Title_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_title_of: ((inputs: Admin_Groups_Title_OfInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Groups_Title_OfInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Groups_Title_OfInputs = {
    workshopTitle: NonNullable<unknown>;
};
