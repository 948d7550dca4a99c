/**
* | output |
* | --- |
* | "Received on" |
*
* @param {Admin_Groups_Col_ReceivedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_col_received: ((inputs?: Admin_Groups_Col_ReceivedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Groups_Col_ReceivedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Groups_Col_ReceivedInputs = {};
