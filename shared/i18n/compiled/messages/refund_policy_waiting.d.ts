/**
* | output |
* | --- |
* | "a booking not yet assigned to a group can be cancelled with a full refund until {hours} hours before the group it is assigned to starts." |
*
* @param {Refund_Policy_WaitingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_policy_waiting: ((inputs: Refund_Policy_WaitingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Policy_WaitingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Policy_WaitingInputs = {
    hours: NonNullable<unknown>;
};
