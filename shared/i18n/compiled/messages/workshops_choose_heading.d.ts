/**
* | output |
* | --- |
* | "Not sure which workshop to choose?" |
*
* @param {Workshops_Choose_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_choose_heading: ((inputs?: Workshops_Choose_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workshops_Choose_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workshops_Choose_HeadingInputs = {};
