/**
* | output |
* | --- |
* | "Participants" |
*
* @param {Admin_Groups_Col_ParticipantsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_col_participants: ((inputs?: Admin_Groups_Col_ParticipantsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Groups_Col_ParticipantsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Groups_Col_ParticipantsInputs = {};
