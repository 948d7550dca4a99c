/**
* | output |
* | --- |
* | "Our policy: a booking can be cancelled with a full refund up to 48 hours before the group's first session ({start}); that time has passed, so nothing can be ..." |
*
* @param {Refund_Why_Too_CloseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_why_too_close: ((inputs: Refund_Why_Too_CloseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Why_Too_CloseInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Why_Too_CloseInputs = {
    start: NonNullable<unknown>;
    contactEmail: NonNullable<unknown>;
};
