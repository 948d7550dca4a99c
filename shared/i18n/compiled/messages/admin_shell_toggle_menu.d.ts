/**
* | output |
* | --- |
* | "Show or hide the menu" |
*
* @param {Admin_Shell_Toggle_MenuInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_shell_toggle_menu: ((inputs?: Admin_Shell_Toggle_MenuInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Shell_Toggle_MenuInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Shell_Toggle_MenuInputs = {};
