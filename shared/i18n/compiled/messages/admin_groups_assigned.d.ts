/**
* | output |
* | --- |
* | "Booking {reference} assigned to the group." |
*
* @param {Admin_Groups_AssignedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_assigned: ((inputs: Admin_Groups_AssignedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Groups_AssignedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Groups_AssignedInputs = {
    reference: NonNullable<unknown>;
};
