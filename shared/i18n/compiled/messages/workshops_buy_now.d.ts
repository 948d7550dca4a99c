/**
* | output |
* | --- |
* | "Buy Now" |
*
* @param {Workshops_Buy_NowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_buy_now: ((inputs?: Workshops_Buy_NowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workshops_Buy_NowInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workshops_Buy_NowInputs = {};
