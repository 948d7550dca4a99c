/**
* | output |
* | --- |
* | "Corrects {number}" |
*
* @param {Admin_Invoices_CorrectsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_corrects: ((inputs: Admin_Invoices_CorrectsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invoices_CorrectsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Invoices_CorrectsInputs = {
    number: NonNullable<unknown>;
};
