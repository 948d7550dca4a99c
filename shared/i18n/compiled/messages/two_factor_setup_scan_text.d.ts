/**
* | output |
* | --- |
* | "Scan this QR code with the app, or type the key by hand." |
*
* @param {Two_Factor_Setup_Scan_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const two_factor_setup_scan_text: ((inputs?: Two_Factor_Setup_Scan_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Two_Factor_Setup_Scan_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Two_Factor_Setup_Scan_TextInputs = {};
