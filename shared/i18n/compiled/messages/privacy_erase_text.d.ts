/**
* | output |
* | --- |
* | "Your booking has its own page, linked from every e-mail we send about it. From it you can download everything we hold about the booking, as a file, and erase..." |
*
* @param {Privacy_Erase_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_erase_text: ((inputs: Privacy_Erase_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Erase_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Erase_TextInputs = {
    link: NonNullable<unknown>;
};
