/**
* | output |
* | --- |
* | "Ask for your booking links again" |
*
* @param {Privacy_Erase_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_erase_link: ((inputs?: Privacy_Erase_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Erase_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Erase_LinkInputs = {};
