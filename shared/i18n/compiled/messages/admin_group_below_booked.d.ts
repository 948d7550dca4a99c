/**
* | output |
* | --- |
* | "The capacity cannot be below the seats already booked or held ({booked})." |
*
* @param {Admin_Group_Below_BookedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_group_below_booked: ((inputs: Admin_Group_Below_BookedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Group_Below_BookedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Group_Below_BookedInputs = {
    booked: NonNullable<unknown>;
};
