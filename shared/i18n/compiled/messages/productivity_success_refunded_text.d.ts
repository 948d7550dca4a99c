/**
* | output |
* | --- |
* | "Your payment arrived after your held seat was released and the group is now full. The full amount has been refunded; an e-mail explains how to join the waiti..." |
*
* @param {Productivity_Success_Refunded_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_refunded_text: ((inputs?: Productivity_Success_Refunded_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Success_Refunded_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Success_Refunded_TextInputs = {};
