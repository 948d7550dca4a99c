/**
* | output |
* | --- |
* | "Paid by card on {date}." |
*
* @param {Invoice_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_paid: ((inputs: Invoice_PaidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_PaidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_PaidInputs = {
    date: NonNullable<unknown>;
};
