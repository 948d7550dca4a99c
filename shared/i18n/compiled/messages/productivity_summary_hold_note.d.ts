/**
* | output |
* | --- |
* | "Your spot is held for 30 minutes while you pay." |
*
* @param {Productivity_Summary_Hold_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_summary_hold_note: ((inputs?: Productivity_Summary_Hold_NoteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Summary_Hold_NoteInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Summary_Hold_NoteInputs = {};
