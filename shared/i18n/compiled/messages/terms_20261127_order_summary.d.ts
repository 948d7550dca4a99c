/**
* | output |
* | --- |
* | "Check the summary: the workshop, the group's dates, every amount and the total. Until you pay, you can go back and correct anything." |
*
* @param {Terms_20261127_Order_SummaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_order_summary: ((inputs?: Terms_20261127_Order_SummaryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_20261127_Order_SummaryInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_20261127_Order_SummaryInputs = {};
