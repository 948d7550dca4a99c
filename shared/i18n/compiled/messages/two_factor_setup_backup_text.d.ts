/**
* | output |
* | --- |
* | "Each code works once, in place of an app code, if you lose your phone. Keep them somewhere safe: they are shown only now." |
*
* @param {Two_Factor_Setup_Backup_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const two_factor_setup_backup_text: ((inputs?: Two_Factor_Setup_Backup_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Two_Factor_Setup_Backup_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Two_Factor_Setup_Backup_TextInputs = {};
