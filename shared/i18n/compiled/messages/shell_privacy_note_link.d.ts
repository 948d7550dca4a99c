/**
* | output |
* | --- |
* | "How we handle your data" |
*
* @param {Shell_Privacy_Note_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_privacy_note_link: ((inputs?: Shell_Privacy_Note_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Privacy_Note_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Privacy_Note_LinkInputs = {};
