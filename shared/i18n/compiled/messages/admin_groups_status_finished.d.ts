/**
* | output |
* | --- |
* | "Finished" |
*
* @param {Admin_Groups_Status_FinishedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_status_finished: ((inputs?: Admin_Groups_Status_FinishedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Groups_Status_FinishedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Groups_Status_FinishedInputs = {};
