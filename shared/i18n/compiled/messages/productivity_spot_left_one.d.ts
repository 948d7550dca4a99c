/**
* | output |
* | --- |
* | "spot left" |
*
* @param {Productivity_Spot_Left_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_spot_left_one: ((inputs?: Productivity_Spot_Left_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Spot_Left_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Spot_Left_OneInputs = {};
