/**
* | output |
* | --- |
* | "Proceed to Payment: {amount}" |
*
* @param {Productivity_Summary_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_summary_pay: ((inputs: Productivity_Summary_PayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Summary_PayInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Summary_PayInputs = {
    amount: NonNullable<unknown>;
};
