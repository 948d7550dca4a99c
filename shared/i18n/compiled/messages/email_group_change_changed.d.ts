/**
* | output |
* | --- |
* | "The academy has updated {teenName}'s group for {workshopTitle}. Here are its sessions now:" |
*
* @param {Email_Group_Change_ChangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_group_change_changed: ((inputs: Email_Group_Change_ChangedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Group_Change_ChangedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Group_Change_ChangedInputs = {
    teenName: NonNullable<unknown>;
    workshopTitle: NonNullable<unknown>;
};
