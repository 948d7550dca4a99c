/**
* | output |
* | --- |
* | "The video-call link arrives by e-mail 24 hours before the first session." |
*
* @param {Productivity_Success_Video_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_video_note: ((inputs?: Productivity_Success_Video_NoteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Success_Video_NoteInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Success_Video_NoteInputs = {};
