/**
* | output |
* | --- |
* | "Closed" |
*
* @param {Admin_Groups_Status_ClosedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_status_closed: ((inputs?: Admin_Groups_Status_ClosedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Groups_Status_ClosedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Groups_Status_ClosedInputs = {};
