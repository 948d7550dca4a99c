/**
* | output |
* | --- |
* | "Talk it through with a coach in a free 30-minute call, or download our guide with every workshop, its dates and prices to read at your own pace." |
*
* @param {Workshops_Choose_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_choose_text: ((inputs?: Workshops_Choose_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workshops_Choose_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workshops_Choose_TextInputs = {};
