/**
* | output |
* | --- |
* | "Proceed to Order Summary" |
*
* @param {Productivity_Proceed_SummaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_proceed_summary: ((inputs?: Productivity_Proceed_SummaryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Proceed_SummaryInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Proceed_SummaryInputs = {};
