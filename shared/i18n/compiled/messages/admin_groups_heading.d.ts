/**
* | output |
* | --- |
* | "Groups: {workshopTitle}" |
*
* @param {Admin_Groups_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_heading: ((inputs: Admin_Groups_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Groups_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Groups_HeadingInputs = {
    workshopTitle: NonNullable<unknown>;
};
