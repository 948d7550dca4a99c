/**
* | output |
* | --- |
* | "Yes, cancel my booking" |
*
* @param {Refund_Cancel_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_cancel_confirm: ((inputs?: Refund_Cancel_ConfirmInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Cancel_ConfirmInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Cancel_ConfirmInputs = {};
