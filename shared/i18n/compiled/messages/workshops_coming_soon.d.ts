/**
* | output |
* | --- |
* | "Coming Soon" |
*
* @param {Workshops_Coming_SoonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_coming_soon: ((inputs?: Workshops_Coming_SoonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workshops_Coming_SoonInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workshops_Coming_SoonInputs = {};
