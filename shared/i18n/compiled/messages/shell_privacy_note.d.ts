/**
* | output |
* | --- |
* | "We use your teen's details only to run the workshop, and erase them after it." |
*
* @param {Shell_Privacy_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_privacy_note: ((inputs?: Shell_Privacy_NoteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Privacy_NoteInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Privacy_NoteInputs = {};
