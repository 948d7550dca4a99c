/**
* | output |
* | --- |
* | "{teenName}'s group for {workshopTitle} is set. Here are its sessions:" |
*
* @param {Email_Group_Assigned_ChangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_group_assigned_changed: ((inputs: Email_Group_Assigned_ChangedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Group_Assigned_ChangedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Group_Assigned_ChangedInputs = {
    teenName: NonNullable<unknown>;
    workshopTitle: NonNullable<unknown>;
};
