/**
* | output |
* | --- |
* | "spots left" |
*
* @param {Productivity_Spot_Left_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_spot_left_other: ((inputs?: Productivity_Spot_Left_OtherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Spot_Left_OtherInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Spot_Left_OtherInputs = {};
