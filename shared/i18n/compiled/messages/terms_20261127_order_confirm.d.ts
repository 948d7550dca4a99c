/**
* | output |
* | --- |
* | "We e-mail you a confirmation with your booking reference, the link to your booking page, these terms and the withdrawal form." |
*
* @param {Terms_20261127_Order_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_order_confirm: ((inputs?: Terms_20261127_Order_ConfirmInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_20261127_Order_ConfirmInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_20261127_Order_ConfirmInputs = {};
