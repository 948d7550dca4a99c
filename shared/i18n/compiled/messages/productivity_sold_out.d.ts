/**
* | output |
* | --- |
* | "Sorry, this schedule option has just sold out. Please choose another one." |
*
* @param {Productivity_Sold_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_sold_out: ((inputs?: Productivity_Sold_OutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Sold_OutInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Sold_OutInputs = {};
