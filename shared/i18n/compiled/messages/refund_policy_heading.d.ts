/**
* | output |
* | --- |
* | "Refund policy" |
*
* @param {Refund_Policy_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_policy_heading: ((inputs?: Refund_Policy_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Policy_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Policy_HeadingInputs = {};
