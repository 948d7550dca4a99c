/**
* | output |
* | --- |
* | "Opens in a new tab" |
*
* @param {Shell_New_Tab_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_new_tab_hint: ((inputs?: Shell_New_Tab_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_New_Tab_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_New_Tab_HintInputs = {};
