/**
* | output |
* | --- |
* | "This booking was not paid on this site, so it cannot be cancelled here. Please write to us at {contactEmail}." |
*
* @param {Refund_Why_Not_OnlineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_why_not_online: ((inputs: Refund_Why_Not_OnlineInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Why_Not_OnlineInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Why_Not_OnlineInputs = {
    contactEmail: NonNullable<unknown>;
};
