/**
* | output |
* | --- |
* | "Your payment was cancelled and nothing was charged. The place held for your teen has been released. You can come back to the registration whenever you like." |
*
* @param {Payment_Cancelled_BodyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const payment_cancelled_body: ((inputs?: Payment_Cancelled_BodyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Cancelled_BodyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Cancelled_BodyInputs = {};
