/**
* | output |
* | --- |
* | "spots left" |
*
* @param {Spot_Left_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const spot_left_other: ((inputs?: Spot_Left_OtherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Spot_Left_OtherInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Spot_Left_OtherInputs = {};
