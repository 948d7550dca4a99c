/**
* | output |
* | --- |
* | "Not convinced after the first session? Tell us and we refund you in full, no questions asked." |
*
* @param {Productivity_Refund_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_refund_note: ((inputs?: Productivity_Refund_NoteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Refund_NoteInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Refund_NoteInputs = {};
