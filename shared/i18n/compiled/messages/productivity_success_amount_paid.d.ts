/**
* | output |
* | --- |
* | "Amount paid" |
*
* @param {Productivity_Success_Amount_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_amount_paid: ((inputs?: Productivity_Success_Amount_PaidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Success_Amount_PaidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Success_Amount_PaidInputs = {};
