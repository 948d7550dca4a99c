/**
* | output |
* | --- |
* | "Our policy: you may cancel up to 48 hours before the group's first session and get a full refund. You can cancel until {until}." |
*
* @param {Refund_Why_Before_StartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_why_before_start: ((inputs: Refund_Why_Before_StartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Why_Before_StartInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Why_Before_StartInputs = {
    until: NonNullable<unknown>;
};
