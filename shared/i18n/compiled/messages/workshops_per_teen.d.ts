/**
* | output |
* | --- |
* | "per teen" |
*
* @param {Workshops_Per_TeenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_per_teen: ((inputs?: Workshops_Per_TeenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workshops_Per_TeenInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workshops_Per_TeenInputs = {};
