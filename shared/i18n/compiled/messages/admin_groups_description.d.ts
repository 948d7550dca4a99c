/**
* | output |
* | --- |
* | "Each group has its own day, time and time zone; at most {maxSeats} seats." |
*
* @param {Admin_Groups_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_description: ((inputs: Admin_Groups_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Groups_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Groups_DescriptionInputs = {
    maxSeats: NonNullable<unknown>;
};
