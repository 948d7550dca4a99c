/**
* | output |
* | --- |
* | "spots" |
*
* @param {Workshops_Spot_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_spot_other: ((inputs?: Workshops_Spot_OtherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workshops_Spot_OtherInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workshops_Spot_OtherInputs = {};
