/**
* | output |
* | --- |
* | "spot" |
*
* @param {Workshops_Spot_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_spot_one: ((inputs?: Workshops_Spot_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workshops_Spot_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workshops_Spot_OneInputs = {};
