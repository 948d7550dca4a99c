/**
* | output |
* | --- |
* | "2. Keep your backup codes" |
*
* @param {Two_Factor_Setup_Backup_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const two_factor_setup_backup_title: ((inputs?: Two_Factor_Setup_Backup_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Two_Factor_Setup_Backup_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Two_Factor_Setup_Backup_TitleInputs = {};
