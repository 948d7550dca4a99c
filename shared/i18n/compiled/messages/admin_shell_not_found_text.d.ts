/**
* | output |
* | --- |
* | "This back-office page does not exist." |
*
* @param {Admin_Shell_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_shell_not_found_text: ((inputs?: Admin_Shell_Not_Found_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Shell_Not_Found_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Shell_Not_Found_TextInputs = {};
