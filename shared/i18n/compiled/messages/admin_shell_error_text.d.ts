/**
* | output |
* | --- |
* | "Please try again in a moment. If the problem persists, contact technical support." |
*
* @param {Admin_Shell_Error_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_shell_error_text: ((inputs?: Admin_Shell_Error_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Shell_Error_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Shell_Error_TextInputs = {};
