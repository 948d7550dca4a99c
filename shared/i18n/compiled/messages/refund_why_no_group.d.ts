/**
* | output |
* | --- |
* | "Our policy: a booking still waiting for a group can be cancelled with a full refund until 48 hours before the group it is assigned to starts." |
*
* @param {Refund_Why_No_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_why_no_group: ((inputs?: Refund_Why_No_GroupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Why_No_GroupInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Why_No_GroupInputs = {};
