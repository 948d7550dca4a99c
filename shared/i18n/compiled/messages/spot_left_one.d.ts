/**
* | output |
* | --- |
* | "spot left" |
*
* @param {Spot_Left_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const spot_left_one: ((inputs?: Spot_Left_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Spot_Left_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Spot_Left_OneInputs = {};
