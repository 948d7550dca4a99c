/**
* | output |
* | --- |
* | "Reserve Your Spot" |
*
* @param {Workshops_Reserve_SpotInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_reserve_spot: ((inputs?: Workshops_Reserve_SpotInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workshops_Reserve_SpotInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workshops_Reserve_SpotInputs = {};
