/**
* | output |
* | --- |
* | "Error creating payment session. Please try again." |
*
* @param {Productivity_Checkout_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_checkout_error: ((inputs?: Productivity_Checkout_ErrorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Checkout_ErrorInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Checkout_ErrorInputs = {};
