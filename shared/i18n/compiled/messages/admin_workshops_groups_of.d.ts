/**
* | output |
* | --- |
* | "Groups of {title}" |
*
* @param {Admin_Workshops_Groups_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshops_groups_of: ((inputs: Admin_Workshops_Groups_OfInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshops_Groups_OfInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshops_Groups_OfInputs = {
    title: NonNullable<unknown>;
};
