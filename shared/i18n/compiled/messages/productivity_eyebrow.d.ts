/**
* | output |
* | --- |
* | "Ages 12-16 · Live online" |
*
* @param {Productivity_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_eyebrow: ((inputs?: Productivity_EyebrowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_EyebrowInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_EyebrowInputs = {};
