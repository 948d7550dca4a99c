/**
* | output |
* | --- |
* | "1. Add the key to your authenticator app" |
*
* @param {Two_Factor_Setup_Scan_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const two_factor_setup_scan_title: ((inputs?: Two_Factor_Setup_Scan_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Two_Factor_Setup_Scan_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Two_Factor_Setup_Scan_TitleInputs = {};
